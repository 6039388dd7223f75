import { useOpenDisputesQuery } from '../../../../generated/admin';
import { useConsoleChanges } from '../../shell/public';
import { DisputeList } from './dispute-list';
import './match-night.css';

/** Today's open disputes of every tournament, live: a new or resolved dispute shows at once. */
export function OpenDisputes() {
  const { data, refetch } = useOpenDisputesQuery({ fetchPolicy: 'cache-and-network' });
  useConsoleChanges(() => void refetch().catch(() => undefined), ['DISPUTE']);
  const disputes = data?.admin.disputes;
  if (!disputes) return null;
  return (
    <section className="console-section" aria-labelledby="open-disputes-title">
      <h2 id="open-disputes-title" className="console-section__title">
        Open disputes ({disputes.length})
      </h2>
      <DisputeList disputes={disputes} showTournament label="Open disputes" />
    </section>
  );
}
