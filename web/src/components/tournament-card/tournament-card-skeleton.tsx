import { SkeletonText } from '../loader/skeleton';
import { BannerSkeleton } from './banner-image';
import './tournament-card.css';

/**
 * A tournament card still to come: the card's own boxes (banner, facts, name, start, button)
 * with grey lines for the text, so it is as tall as the card that replaces it.
 */
export function TournamentCardSkeleton() {
  return (
    <div className="tournament-card">
      <BannerSkeleton />
      <div className="tournament-card__body">
        <div className="tournament-card__facts">
          {['Prize Pool', 'Slots'].map((fact) => (
            <div key={fact}>
              <p className="tournament-card__fact-label">
                <SkeletonText width="5em" />
              </p>
              <p className="tournament-card__fact-value">
                <SkeletonText width="4em" />
              </p>
            </div>
          ))}
        </div>
        <p className="tournament-card__name">
          <SkeletonText width="70%" />
        </p>
        <p className="tournament-card__start">
          <SkeletonText width="55%" />
        </p>
        <span className="button tournament-card__action skeleton-box" />
      </div>
    </div>
  );
}
