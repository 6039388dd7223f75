import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  useOverlayTournamentQuery,
  useOverlayTournamentUpdatedSubscription,
} from '../../../generated/overlay';
import { useLivePollInterval } from '../../../lib/live/live-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { topOf } from '../utils/overlay-view';
import { OverlayBoard } from './overlay-board';
import './overlay.css';

/** Marks <html> while the overlay is shown: the page, html and body included, is see-through. */
const OVERLAY_ATTRIBUTE = 'data-overlay';

function useTransparentPage() {
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute(OVERLAY_ATTRIBUTE, '');
    return () => html.removeAttribute(OVERLAY_ATTRIBUTE);
  }, []);
}

/**
 * /overlay/tournaments/:tournamentId: the live standings for an OBS browser source (1920×1080,
 * transparent), outside the site's layout: no header, footer, bottom bar or bell, nothing to
 * log in to. `?top=N` sets how many teams show (12 by default). Pushed results update it; while
 * the live socket cannot connect, it polls. Search engines are told to leave it out.
 */
export function OverlayPage() {
  const { tournamentId = '' } = useParams();
  const top = topOf(useSearchParams()[0].get('top'));
  const pollInterval = useLivePollInterval();
  const { data, error } = useOverlayTournamentQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  // Apollo's cache merges each push into the query above (the tournament by kind and id).
  useOverlayTournamentUpdatedSubscription({ variables: { id: tournamentId } });
  useTransparentPage();
  const tournament = data?.tournament;
  useDocumentTitle(tournament ? `${tournament.name} overlay` : 'Stream overlay');

  let status = 'Loading the standings…';
  if (error) status = `The standings could not be loaded: ${error.message}`;
  else if (data && !tournament) status = `There is no tournament with id ${tournamentId}.`;
  return (
    <main className="overlay">
      <meta name="robots" content="noindex, nofollow" />
      {tournament ? (
        <OverlayBoard tournament={tournament} top={top} />
      ) : (
        // Said to the organiser setting up OBS, unseen on a stream that has not begun.
        <p className="overlay__status" role="status">
          {status}
        </p>
      )}
    </main>
  );
}
