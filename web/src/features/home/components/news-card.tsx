import { Link } from 'react-router';
import type { HomeBlogsQuery } from '../../../generated/graphql';
import { blogDetailsPath } from '../../../lib/paths';

type Blog = HomeBlogsQuery['blogs'][number];

/** An Agent News card, linking to the blog at /blogs/{id}. */
export function NewsCard({ blog }: { blog: Blog }) {
  return (
    <article className="news-card">
      {blog.imageUrl && (
        <img
          className="news-card__image"
          src={blog.imageUrl}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
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
