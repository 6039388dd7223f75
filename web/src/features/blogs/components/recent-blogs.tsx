import { Link } from 'react-router';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { formatLongDate, isoOf } from '../../../lib/format-date';
import { blogDetailsSingularPath } from '../../../lib/paths';
import { useReaderZone } from '../../../lib/use-reader-zone';
import { BlogImage } from './blog-image';

interface RecentBlog {
  id: string;
  title: string;
  imageUrl?: string | null;
  createdAt: string;
}

/** The detail page's sidebar. Its links use /blog/{id} (singular), as the spec's sidebar does. */
export function RecentBlogs({ blogs }: { blogs: readonly RecentBlog[] }) {
  const readerZone = useReaderZone();
  if (blogs.length === 0) return null;
  return (
    <section className="blog-box recent-blogs" aria-labelledby="recent-blogs-title">
      <h2 id="recent-blogs-title" className="blog-box__title">
        Recent Blogs
      </h2>
      <ul className="recent-blogs__list">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <Link className="recent-blogs__link" to={blogDetailsSingularPath(blog.id)}>
              <BlogImage
                className="recent-blogs__image"
                src={blog.imageUrl}
                alt=""
                width={96}
                height={64}
                sizes={IMAGE_SIZES.thumbnail}
              />
              <span className="recent-blogs__text">
                <span className="recent-blogs__name">{blog.title}</span>
                <time className="recent-blogs__date" dateTime={isoOf(blog.createdAt)}>
                  {formatLongDate(blog.createdAt, readerZone)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
