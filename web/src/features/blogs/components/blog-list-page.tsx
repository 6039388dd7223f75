import { Link } from 'react-router';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { cardPlacement } from '../../../components/responsive-image/responsive-image';
import { StatusMessage } from '../../../components/states/status-message';
import { useBlogListQuery } from '../../../generated/blogs';
import { formatLongDate, isoDayOf } from '../../../lib/format-date';
import { blogDetailsPath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReaderZone } from '../../../lib/use-reader-zone';
import { BlogImage } from './blog-image';
import { BlogListSkeleton } from './blog-skeletons';
import './blogs.css';

/** /blogs: every blog as a card linking to /blogs/{id}. */
export function BlogListPage() {
  useDocumentTitle('Blogs');
  const { data, loading, error } = useBlogListQuery();
  // Every card shows today's date, not the blog's: the spec's client does so (SPEC §2).
  const today = new Date();
  const readerZone = useReaderZone();

  let content;
  if (loading && !data) content = <BlogListSkeleton />;
  else if (error && !data)
    content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (!data?.blogs.length)
    content = <StatusMessage>No blogs yet. Check back soon.</StatusMessage>;
  else {
    content = (
      <ul className="blog-grid">
        {data.blogs.map((blog, index) => (
          <li key={blog.id} className="blog-card">
            <Link className="blog-card__link" to={blogDetailsPath(blog.id)}>
              <BlogImage
                className="blog-card__image"
                src={blog.imageUrl}
                alt=""
                width={640}
                height={360}
                sizes={IMAGE_SIZES.card}
                placement={cardPlacement(index)}
              />
              <div className="blog-card__body">
                <h2 className="blog-card__title">{blog.title}</h2>
                <time className="blog-card__date" dateTime={isoDayOf(today, readerZone)}>
                  {formatLongDate(today, readerZone)}
                </time>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page blogs-page" aria-labelledby="blogs-title">
      <h1 id="blogs-title" className="page__title">
        Blogs
      </h1>
      {content}
    </section>
  );
}
