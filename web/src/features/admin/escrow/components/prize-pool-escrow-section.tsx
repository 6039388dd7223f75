import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { usePrizePool } from '../api/use-prize-pool';
import { ESCROW_TEXTS as TEXTS } from '../utils/escrow-texts';
import { FundForm } from './fund-form';
import { PrizePoolFigures } from './prize-pool-figures';
import { ReturnLeftButton } from './return-left-button';
import './escrow.css';

/**
 * The organiser's view of a tournament's prize escrow (decision 046): what is funded and held,
 * the fees kept apart, each funding, and the steps that move escrow money.
 */
export function PrizePoolEscrowSection({ tournamentId }: { tournamentId: string }) {
  const { summary, status, error, loading } = usePrizePool(tournamentId);
  return (
    <section aria-labelledby="escrow-title" className="escrow">
      <h2 id="escrow-title">{TEXTS.title}</h2>
      {error && <StatusMessage tone="error">Error: {error.message}</StatusMessage>}
      {loading && <Loader label="Loading the prize pool..." />}
      {summary && (
        <>
          <PrizePoolFigures summary={summary} />
          {status === 'COMPLETED' && summary.escrowBalance.paise > 0 && (
            <ReturnLeftButton tournamentId={tournamentId} left={summary.escrowBalance.formatted} />
          )}
          {summary.funded.paise < summary.prizePool.paise && status !== 'CANCELLED' && (
            <FundForm tournamentId={tournamentId} />
          )}
        </>
      )}
    </section>
  );
}
