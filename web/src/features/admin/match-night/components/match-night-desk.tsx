import { useMatchNightQuery } from '../../../../generated/admin';
import { useConsoleChanges } from '../../shell/public';
import { CheckInList } from './check-in-list';
import { DisputeList } from './dispute-list';
import './match-night.css';

/**
 * The match desk's check-in and disputes of one tournament, live: a squad checking in or a
 * dispute opened elsewhere shows without a reload.
 */
export function MatchNightDesk({ tournamentId }: { tournamentId: string }) {
  const { data, refetch } = useMatchNightQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  useConsoleChanges(() => void refetch().catch(() => undefined), ['CHECKIN', 'DISPUTE']);
  const night = data?.admin.tournament;
  if (!night) return null;
  return (
    <>
      <section
        id="check-in"
        className="console-section match-desk__section"
        aria-labelledby="check-in-title"
      >
        <h2 id="check-in-title" className="console-section__title">
          Check-in
        </h2>
        <CheckInList tournamentId={tournamentId} checkIns={night.checkIns} />
      </section>
      <section
        id="disputes"
        className="console-section match-desk__section"
        aria-labelledby="disputes-title"
      >
        <h2 id="disputes-title" className="console-section__title">
          Disputes ({night.disputes.filter((dispute) => dispute.status === 'OPEN').length} open)
        </h2>
        <DisputeList disputes={night.disputes} label="Disputes of this tournament" />
      </section>
    </>
  );
}
