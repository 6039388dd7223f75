import { Link } from 'react-router';
import type { TournamentCardFragment } from '../../generated/components';
import { UtcStart } from '../../lib/zoned-time';
import { detailsPathOf } from '../../lib/paths';
import { useClockAt } from '../../lib/use-clock';
import type { ImagePlacement } from '../responsive-image/responsive-image';
import { BannerImage } from './banner-image';
import { registrationNoteOf } from './registration-note';
import './tournament-card.css';

/**
 * A tournament as the list and the home carousels show it (SPEC §2): banner, prize pool in
 * rupees, slots, name, start in UTC and a Squad Up link to its details page. Above the link,
 * when bookings are not open, why: when registration opens, or that bookings are closed (the
 * link stays: the details, teams and room are still there). `placement` says whether its banner
 * is on the first screen (see ResponsiveImage). `headingLevel` is one below the heading the card
 * sits under: 2 straight under a page's title, 3 under a section's (no level skipped).
 */
export function TournamentCard({
  tournament,
  placement,
  headingLevel = 3,
}: {
  tournament: TournamentCardFragment;
  placement?: ImagePlacement;
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const filled = Math.max(tournament.totalSlots - tournament.slotsAvailable, 0);
  const now = useClockAt([tournament.registrationOpensAt, tournament.registrationClosesAt]);
  const note = registrationNoteOf(tournament, now);
  return (
    <article className="tournament-card">
      <BannerImage src={tournament.bannerUrl} placement={placement} />
      <div className="tournament-card__body">
        <dl className="tournament-card__facts">
          <div>
            <dt>Prize Pool</dt>
            <dd>{tournament.prizePool.formatted}</dd>
          </div>
          <div>
            <dt>Slots</dt>
            <dd>
              {filled}/{tournament.totalSlots}
            </dd>
          </div>
        </dl>
        <Name className="tournament-card__name">{tournament.name}</Name>
        <p className="tournament-card__start">
          <UtcStart iso={tournament.startsAt} />
        </p>
        {note && <p className="tournament-card__note">{note}</p>}
        <Link
          to={detailsPathOf(tournament)}
          className="button button--primary tournament-card__action"
          aria-label={`Squad Up: ${tournament.name}`}
        >
          Squad Up
        </Link>
      </div>
    </article>
  );
}
