import { useState } from 'react';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type MoneyProposalFieldsFragment,
  useApproveMoneyProposalMutation,
  useCancelMoneyProposalMutation,
  useMoneyApprovalsQuery,
  useRefuseMoneyProposalMutation,
} from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { APPROVAL_TEXTS as TEXTS } from './approval-texts';
import { ApproveDialog, RefuseDialog } from './approve-dialog';
import { CreditForm } from './credit-form';

type Open = { proposal: MoneyProposalFieldsFragment; action: 'approve' | 'refuse' } | null;

/** /admin/money/approvals: money waiting for a second organiser (decision 043). */
export function ApprovalsPage() {
  useDocumentTitle(TEXTS.title);
  const { data, error, refetch } = useMoneyApprovalsQuery({ fetchPolicy: 'cache-and-network' });
  const [approve] = useApproveMoneyProposalMutation();
  const [refuse] = useRefuseMoneyProposalMutation();
  const [cancel] = useCancelMoneyProposalMutation();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const alone = data?.admin.moneyControls.alone ?? false;

  /** The payload's first error, or null after it worked (the list is read again). */
  const settle = async (
    errors: { message: string }[] | undefined,
    success: string,
  ): Promise<string | null> => {
    if (errors?.length) return errors.map((e) => e.message).join(' ');
    setOpen(null);
    setDone(success);
    await refetch().catch(() => undefined);
    return null;
  };

  const proposals = data?.admin.moneyProposals ?? [];
  return (
    <>
      <h1 className="console-title">{TEXTS.title}</h1>
      <MoneyNav />
      {done && <StatusMessage>{done}</StatusMessage>}
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title">{TEXTS.waitingTitle}</h2>
        {!data && !error && <Loader />}
        {error && !data && <StatusMessage tone="error">{TEXTS.loadFailed}</StatusMessage>}
        {data && proposals.length === 0 && <p>{TEXTS.none}</p>}
        <ul className="console-list">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="console-card">
              <p>
                <strong>{proposal.summary}</strong>
              </p>
              <p>{TEXTS.proposedBy(proposal.proposedBy, formatDateTime(proposal.proposedAt))}</p>
              {proposal.coolingUntil && (
                <p>{TEXTS.coolingUntil(formatDateTime(proposal.coolingUntil))}</p>
              )}
              <div className="console-actions">
                {(!proposal.mine || proposal.coolingUntil) && (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => setOpen({ proposal, action: 'approve' })}
                  >
                    Approve
                  </button>
                )}
                {!proposal.mine && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => setOpen({ proposal, action: 'refuse' })}
                  >
                    Refuse
                  </button>
                )}
                {proposal.mine && (
                  <button
                    type="button"
                    className="button"
                    onClick={async () => {
                      const { data: answer } = await cancel({ variables: { id: proposal.id } });
                      const failure = await settle(
                        answer?.cancelMoneyProposal.errors,
                        TEXTS.cancelled,
                      );
                      if (failure) setDone(failure);
                    }}
                  >
                    Cancel
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <CreditForm askPassword={alone} onSent={() => void refetch().catch(() => undefined)} />
      {open?.action === 'approve' && (
        <ApproveDialog
          proposal={open.proposal}
          askPassword={alone && open.proposal.mine}
          onClose={() => setOpen(null)}
          onConfirm={async (password) => {
            const { data: answer } = await approve({
              variables: { id: open.proposal.id, ...(password ? { password } : {}) },
            });
            return settle(answer?.approveMoneyProposal.errors, TEXTS.approved);
          }}
        />
      )}
      {open?.action === 'refuse' && (
        <RefuseDialog
          proposal={open.proposal}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            const { data: answer } = await refuse({ variables: { id: open.proposal.id, reason } });
            return settle(answer?.refuseMoneyProposal.errors, TEXTS.refused);
          }}
        />
      )}
    </>
  );
}
