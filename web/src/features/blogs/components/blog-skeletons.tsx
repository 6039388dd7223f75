import { Skeleton, SkeletonText } from '../../../components/loader/skeleton';
import './blogs.css';

/** Cards the loading grid shows: a laptop's first row, more than a phone's screen. */
const LOADING_CARDS = 3;

/** The blog list still loading: its cards' boxes, with SPEC §2's 'Loading blogs...' over them. */
export function BlogListSkeleton() {
  return (
    <Skeleton label="Loading blogs..." showLabel fillScreen>
      <ul className="blog-grid">
        {Array.from({ length: LOADING_CARDS }, (_, card) => (
          <li key={card} className="blog-card">
            <div className="blog-card__link">
              <div className="blog-image blog-card__image skeleton-box" />
              <div className="blog-card__body">
                <span className="blog-card__title">
                  <SkeletonText />
                  <SkeletonText width="60%" />
                </span>
                <span className="blog-card__date">
                  <SkeletonText width="8em" />
                </span>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

/** A paragraph of `lines` lines still to come, the last one shorter. */
function Lines({ lines, className }: { lines: number; className?: string }) {
  return (
    <p className={className}>
      {Array.from({ length: lines }, (_, line) => (
        <SkeletonText key={line} width={line === lines - 1 ? '60%' : '100%'} />
      ))}
    </p>
  );
}

/**
 * A blog still loading: title, byline, lead, picture and body in the article's own boxes, and
 * the sidebar, so the footer stays below the fold until the article replaces them.
 */
export function BlogDetailSkeleton() {
  return (
    <Skeleton label="Loading blog..." className="page blog-detail" fillScreen>
      <div className="blog-article">
        <div className="blog-article__header">
          <Lines lines={3} className="page__title blog-article__title" />
          <p className="blog-article__meta">
            <SkeletonText width="14em" />
          </p>
          <Lines lines={3} className="blog-article__lead" />
        </div>
        <div className="blog-image blog-article__image skeleton-box" />
        <div className="blog-body">
          <Lines lines={4} />
          <Lines lines={4} />
        </div>
      </div>
      <div className="blog-aside">
        <div className="blog-box">
          <Lines lines={1} className="blog-box__title" />
          <Lines lines={3} className="blog-author__bio" />
        </div>
      </div>
    </Skeleton>
  );
}
