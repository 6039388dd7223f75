import { useState } from 'react';
import { Skeleton } from '../../../components/loader/skeleton';
import { cardPlacement } from '../../../components/responsive-image/responsive-image';
import { StatusMessage } from '../../../components/states/status-message';
import { TournamentCard } from '../../../components/tournament-card/tournament-card';
import { TournamentCardSkeleton } from '../../../components/tournament-card/tournament-card-skeleton';
import { useTournamentListQuery } from '../../../generated/tournaments';
import { useSettledSearch } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NOTHING_FOUND, foundNothing } from '../utils/search-results';
import { TournamentSearch } from './tournament-search';
import './tournaments.css';

/** Typing pauses this long before the gateway is asked (one request per pause, not per key). */
/** Cards the loading grid shows: a laptop's first row, more than a phone's screen. */
const LOADING_CARDS = 3;

/**
 * /tournaments: special tournaments first, then normal ones; the search (case-insensitive, any
 * text field) narrows the normal ones. Order and search are the gateway's (the shared rule).
 */
export function TournamentListPage() {
  useDocumentTitle('Tournaments');
  const [search, setSearch] = useState('');
  const settled = useSettledSearch(search);
  const { data, previousData, loading, error } = useTournamentListQuery({
    variables: { search: settled || null },
  });
  // While a new search runs, the previous results stay instead of a flashing loader.
  const tournaments = (data ?? previousData)?.tournaments;

  let content;
  if (error) content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (!tournaments) {
    content = (
      <Skeleton label="Loading tournaments..." fillScreen>
        <ul className="card-grid">
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <li key={index}>
              <TournamentCardSkeleton />
            </li>
          ))}
        </ul>
      </Skeleton>
    );
  } else
    content = (
      <>
        {tournaments.length > 0 && (
          <ul className="card-grid" aria-busy={loading}>
            {tournaments.map((tournament, index) => (
              <li key={`${tournament.kind}-${tournament.id}`}>
                <TournamentCard
                  tournament={tournament}
                  placement={cardPlacement(index)}
                  headingLevel={2}
                />
              </li>
            ))}
          </ul>
        )}
        {foundNothing(settled, tournaments) && <StatusMessage>{NOTHING_FOUND}</StatusMessage>}
      </>
    );

  return (
    <div className="page">
      <h1 className="page__title">Tournaments</h1>
      <TournamentSearch value={search} onChange={setSearch} />
      {content}
    </div>
  );
}
