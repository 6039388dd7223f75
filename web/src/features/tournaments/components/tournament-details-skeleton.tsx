import { Skeleton, SkeletonText } from '../../../components/loader/skeleton';
import '../../../components/tabs/tabs.css';
import { BannerSkeleton } from '../../../components/tournament-card/banner-image';
import './tournaments.css';

/** Rows of label and value still to come, in the fact list's own boxes. */
function FactRows({ count }: { count: number }) {
  return (
    <div className="fact-list">
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className="fact-list__row">
          <p className="fact-list__label">
            <SkeletonText width="6em" />
          </p>
          <p className="fact-list__value">
            <SkeletonText width="8em" />
          </p>
        </div>
      ))}
    </div>
  );
}

/** The tabs of a details page: ALL, RULES, POINTS, TEAMS, IDP. */
const TAB_COUNT = 5;

/**
 * A details page still loading: banner, name, facts, booking button, tabs and the first tab's
 * facts in the page's own boxes, so the page comes in where they were and the footer stays
 * below the fold until then.
 */
export function TournamentDetailsSkeleton() {
  return (
    <Skeleton label="Loading..." className="page tournament-details" fillScreen>
      <BannerSkeleton />
      <div className="tournament-details__head">
        <p className="page__title">
          <SkeletonText width="70%" />
        </p>
        <p className="muted">
          <SkeletonText width="55%" />
        </p>
        <FactRows count={5} />
        <span className="button booking-button skeleton-box" />
      </div>
      <div className="tabs">
        <div className="tabs__list">
          {Array.from({ length: TAB_COUNT }, (_, tab) => (
            <span key={tab} className="tabs__tab">
              <SkeletonText width="3em" />
            </span>
          ))}
        </div>
        <div className="tabs__panel">
          <FactRows count={8} />
        </div>
      </div>
    </Skeleton>
  );
}
