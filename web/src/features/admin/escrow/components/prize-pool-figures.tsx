import { useState } from 'react';
import { FormError } from '../../../../components/form/form-error';
import type { PrizePoolSummaryFieldsFragment } from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { ESCROW_TEXTS as TEXTS, FUNDER_KIND_LABELS } from '../utils/escrow-texts';
import { MarkReturnedButton } from './mark-returned-dialog';

type Summary = PrizePoolSummaryFieldsFragment;

/** Funded of the pool, what escrow holds, the fee account kept apart, and each funding. */
export function PrizePoolFigures({ summary }: { summary: Summary }) {
  return (
    <>
      <p className="escrow__headline">
        {TEXTS.fundedOf(summary.funded.formatted, summary.prizePool.formatted)}
      </p>
      <dl className="escrow__figures">
        <div>
          <dt>Escrow balance</dt>
          <dd>{summary.escrowBalance.formatted}</dd>
        </div>
        <div>
          <dt>Fees kept apart</dt>
          <dd>{summary.feesKept.formatted}</dd>
        </div>
        <div>
          <dt>Prizes paid (before tax)</dt>
          <dd>{summary.prizesGross.formatted}</dd>
        </div>
        {summary.returned.paise > 0 && (
          <div>
            <dt>Returned to funders</dt>
            <dd>
              {summary.returned.formatted} ({summary.returnsDue.formatted} still to pay back)
            </dd>
          </div>
        )}
      </dl>
      <p>{TEXTS.noFeesLine}</p>
      <FundingsList fundings={summary.fundings} />
    </>
  );
}

function FundingsList({ fundings }: { fundings: Summary['fundings'] }) {
  if (fundings.length === 0) return <p>{TEXTS.noFundings}</p>;
  return (
    <ul className="escrow__fundings" aria-label="Fundings">
      {fundings.map((funding) => (
        <li key={funding.id} className="escrow__funding">
          <p>
            <strong>{funding.funderName}</strong> ({FUNDER_KIND_LABELS[funding.funderKind]}):{' '}
            {funding.amount.formatted}, UTR {funding.utr}
          </p>
          <p className="escrow__meta">
            Recorded by {funding.recordedBy} on {formatDateTime(funding.createdAt)}
          </p>
          <ReturnState funding={funding} />
        </li>
      ))}
    </ul>
  );
}

function ReturnState({ funding }: { funding: Summary['fundings'][number] }) {
  // Held here, not in the dialog: once the pool is read again the share shows as paid back and
  // the button with its dialog is gone, but the organiser still sees that it was recorded.
  const [done, setDone] = useState<string | null>(null);
  if (!funding.returned) return null;
  return (
    <>
      {funding.returnPaidAt ? (
        <p className="escrow__meta">
          Returned {funding.returned.formatted}; paid back (reference {funding.returnReference}) by{' '}
          {funding.returnPaidBy} on {formatDateTime(funding.returnPaidAt)}
        </p>
      ) : (
        <>
          <p className="escrow__meta">Returned {funding.returned.formatted}; not paid back yet</p>
          <MarkReturnedButton funding={funding} onDone={setDone} />
        </>
      )}
      <FormError message={done} tone="success" />
    </>
  );
}
