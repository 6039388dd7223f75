import { Link, useParams } from 'react-router';
import { IMAGE_SIZES } from '../../../components/responsive-image/image-sizes';
import { StatusMessage } from '../../../components/states/status-message';
import { useBlogDetailQuery } from '../../../generated/blogs';
import { formatLongDate, isoOf } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useReaderZone } from '../../../lib/use-reader-zone';
import { authorOf } from '../../../lib/blog-author';
import { recentBlogsBesides } from '../utils/recent-blogs';
import { BlogBody } from './blog-body';
import { BlogImage } from './blog-image';
import { BlogDetailSkeleton } from './blog-skeletons';
import { RecentBlogs } from './recent-blogs';
import './blogs.css';

/** /blogs/:blogId and /blog/:blogId: one article with the two most recent others beside it. */
export function BlogDetailPage() {
  const { blogId = '' } = useParams();
  const { data, loading, error } = useBlogDetailQuery({ variables: { id: blogId } });
  const blog = data?.blog;
  const readerZone = useReaderZone();
  useDocumentTitle(blog?.title ?? (data ? 'Blog not found' : 'Blog'));

  if (loading && !data) return <BlogDetailSkeleton />;
  if (error && !data) {
    return (
      <div className="page">
        <StatusMessage tone="error">Error: {error.message}</StatusMessage>
      </div>
    );
  }
  if (!blog) {
    return (
      <section className="page blog-missing" aria-labelledby="blog-missing-title">
        <h1 id="blog-missing-title" className="page__title">
          Blog not found
        </h1>
        <p>This blog does not exist or has been removed.</p>
        <Link className="button button--primary" to={PATHS.blogs}>
          Back to all blogs
        </Link>
      </section>
    );
  }

  const author = authorOf(blog.author);
  const recent = recentBlogsBesides(data.blogs, blog.id);

  return (
    <div className="page blog-detail">
      <article className="blog-article" aria-labelledby="blog-title">
        <header className="blog-article__header">
          <h1 id="blog-title" className="page__title blog-article__title">
            {blog.title}
          </h1>
          <p className="blog-article__meta">
            <span>By {author}</span>
            <time dateTime={isoOf(blog.createdAt)}>
              {formatLongDate(blog.createdAt, readerZone)}
            </time>
          </p>
          {blog.subDescription && <p className="blog-article__lead">{blog.subDescription}</p>}
        </header>
        <BlogImage
          className="blog-article__image"
          src={blog.imageUrl}
          alt={blog.title}
          width={1280}
          height={720}
          sizes={IMAGE_SIZES.article}
          placement="lcp"
        />
        {blog.description && <BlogBody text={blog.description} />}
        {blog.quote && (
          <blockquote className="blog-article__quote">
            <p>{blog.quote.toLocaleUpperCase('en-US')}</p>
          </blockquote>
        )}
        {blog.keywords.length > 0 && (
          <section className="blog-tags" aria-labelledby="blog-tags-title">
            <h2 id="blog-tags-title" className="blog-box__title">
              Tags
            </h2>
            <ul className="blog-tags__list">
              {blog.keywords.map((keyword, index) => (
                <li key={`${index}-${keyword}`} className="blog-tag">
                  {keyword}
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <aside className="blog-aside" aria-label="About this blog">
        <section className="blog-box blog-author" aria-labelledby="blog-author-title">
          <h2 id="blog-author-title" className="blog-box__title">
            About the Author
          </h2>
          <p className="blog-author__name">{author}</p>
          <p className="blog-author__bio">
            Writes for Creators Combat League about tournaments, squads and the mobile esports scene
            in India.
          </p>
        </section>
        <RecentBlogs blogs={recent} />
      </aside>
    </div>
  );
}
