import { Link } from 'react-router';
import { SkeletonText } from '../../../components/loader/skeleton';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { ResponsiveImage } from '../../../components/responsive-image/responsive-image';
import type { HomeBlogsQuery } from '../../../generated/home';
import { blogDetailsPath } from '../../../lib/paths';

type Blog = HomeBlogsQuery['blogs'][number];

/** An Agent News card, linking to the blog at /blogs/{id}. Below the fold on every screen. */
export function NewsCard({ blog }: { blog: Blog }) {
  return (
    <article className="news-card">
      {blog.imageUrl && (
        <ResponsiveImage
          className="news-card__image"
          src={blog.imageUrl}
          alt=""
          width={640}
          height={360}
          sizes={IMAGE_SIZES.card}
        />
      )}
      <div className="news-card__body">
        <h3 className="news-card__title">{blog.title}</h3>
        {blog.subDescription && <p className="muted news-card__summary">{blog.subDescription}</p>}
        <Link to={blogDetailsPath(blog.id)} className="news-card__link">
          Read more<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** An Agent News card still to come, in the card's own boxes. */
export function NewsCardSkeleton() {
  return (
    <div className="news-card">
      <div className="news-card__image skeleton-box" />
      <div className="news-card__body">
        <p className="news-card__title">
          <SkeletonText width="80%" />
        </p>
        <p className="muted news-card__summary">
          <SkeletonText />
          <SkeletonText width="60%" />
        </p>
        <span className="news-card__link">
          <SkeletonText width="6em" />
        </span>
      </div>
    </div>
  );
}
