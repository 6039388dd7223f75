import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { UNUSUAL_UTR_MESSAGE } from '#common/utr-shape';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { Loader } from '../../../../components/loader/loader';
import { Modal } from '../../../../components/modal/modal';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type StatementDepositFieldsFragment,
  type StatementLineFieldsFragment,
  type StatementReconciliationQuery,
  useApproveStatementMatchesMutation,
  useStatementReconciliationQuery,
} from '../../../../generated/admin';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { STATEMENT_TEXTS } from '../utils/statement-texts';
import './statements.css';

type Reconciliation = NonNullable<StatementReconciliationQuery['admin']['statement']>;

/** The approvals page's "Record a credit" form, filled in from a credit with no request. */
const recordCreditPath = (line: StatementLineFieldsFragment) =>
  `${PATHS.adminApprovals}?${new URLSearchParams({
    ...(line.utr ? { utr: line.utr } : {}),
    amount: line.amount.rupees,
  }).toString()}`;

function Utr({ utr, unusual }: { utr: string | null; unusual: boolean }) {
  return (
    <>
      <span className="statement-line__utr">{utr ?? '—'}</span>
      {unusual ? <span className="utr-flag">{UNUSUAL_UTR_MESSAGE}</span> : null}
    </>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="statements-section" aria-labelledby={id}>
      <h2 id={id} className="statements-section__title">
        {title}
      </h2>
      {hint ? <p className="console-card__meta">{hint}</p> : null}
      {children}
    </section>
  );
}

const lineFacts = (line: StatementLineFieldsFragment) =>
  `Statement line ${line.lineNumber}, ${line.date}: ${line.amount.formatted}`;
const depositFacts = (deposit: StatementDepositFieldsFragment) =>
  `Deposit #${deposit.id} by ${deposit.username}: ${deposit.amount.formatted}`;

function PairList({
  pairs,
}: {
  pairs: { line: StatementLineFieldsFragment; deposit: StatementDepositFieldsFragment }[];
}) {
  if (!pairs.length) return <p className="console-card__meta">{STATEMENT_TEXTS.none}</p>;
  return (
    <ul className="console-cards">
      {pairs.map(({ line, deposit }) => (
        <li key={line.lineNumber} className="console-card">
          <p>{depositFacts(deposit)}</p>
          <p className="console-card__meta">{lineFacts(line)}</p>
          <p>
            UTR <Utr utr={deposit.utr} unusual={deposit.unusualUtr} />
          </p>
          {deposit.status !== 'PENDING' ? (
            <p className="console-card__meta">
              {deposit.status === 'APPROVED' ? 'Approved' : 'Rejected'}
              {deposit.decidedBy ? ` by ${deposit.decidedBy}` : ''}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One confirmation for all the matched deposits: their count and total, then the approval. */
function ApproveMatched({ result, onDone }: { result: Reconciliation; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string[]>([]);
  const [approve] = useApproveStatementMatchesMutation();
  const count = result.matched.length;
  if (!count && !outcome.length)
    return <p className="console-card__meta">{STATEMENT_TEXTS.noMatched}</p>;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    let notes: string[] = [];
    const change = await sendOrganiserChange(async () => {
      const { data } = await approve({
        variables: {
          statementId: result.statement.id,
          transactionIds: result.matched.map((match) => match.deposit.id),
        },
      });
      const payload = data?.approveStatementMatches;
      notes = (payload?.notApproved ?? []).map(
        (item) => `Deposit #${item.transactionId}: ${item.message}`,
      );
      return payload;
    }, STATEMENT_TEXTS.approveFailed);
    setBusy(false);
    if (!change.ok) {
      setFailure(change.message);
      return;
    }
    setOpen(false);
    setOutcome([change.message ?? '', ...notes].filter(Boolean));
    onDone();
  };

  return (
    <>
      {outcome.length ? (
        <div role="status" className="statement-outcome">
          {outcome.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      {count ? (
        <button
          type="button"
          className="button button--primary statement-approve"
          onClick={() => setOpen(true)}
        >
          {STATEMENT_TEXTS.approveAll(count)}
        </button>
      ) : null}
      {open ? (
        <Modal title={STATEMENT_TEXTS.confirmTitle} onClose={() => setOpen(false)}>
          <div className="confirm-dialog">
            <p>{STATEMENT_TEXTS.confirm(count, result.matchedTotal.formatted)}</p>
            <ul>
              {result.matched.map(({ deposit }) => (
                <li key={deposit.id}>{depositFacts(deposit)}</li>
              ))}
            </ul>
            <FormError message={failure} />
            <div className="console-actions">
              <button
                type="button"
                className="button"
                onClick={() => setOpen(false)}
                disabled={busy}
              >
                {STATEMENT_TEXTS.cancel}
              </button>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void confirm();
                }}
              >
                <SubmitButton busy={busy}>{STATEMENT_TEXTS.confirmButton}</SubmitButton>
              </form>
            </div>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

function Result({ result, onDone }: { result: Reconciliation; onDone: () => void }) {
  const { statement } = result;
  return (
    <>
      <p className="console-card__meta">
        {statement.source} · {statement.firstDate ?? '—'} to {statement.lastDate ?? '—'} ·{' '}
        {statement.lineCount} lines, {statement.creditCount} credits · imported by{' '}
        {statement.importedBy}
      </p>
      <Section
        id="statement-matched"
        title={`${STATEMENT_TEXTS.matched} (${result.matched.length})`}
      >
        <ApproveMatched result={result} onDone={onDone} />
        {result.matched.length ? <PairList pairs={result.matched} /> : null}
      </Section>
      <Section
        id="statement-differs"
        title={STATEMENT_TEXTS.amountDiffers}
        hint={STATEMENT_TEXTS.amountDiffersHint}
      >
        <PairList pairs={result.amountDiffers} />
      </Section>
      <Section
        id="statement-missing"
        title={STATEMENT_TEXTS.notOnStatement}
        hint={STATEMENT_TEXTS.notOnStatementHint}
      >
        {result.notOnStatement.length ? (
          <ul className="console-cards">
            {result.notOnStatement.map((deposit) => (
              <li key={deposit.id} className="console-card">
                <p>{depositFacts(deposit)}</p>
                <p>
                  UTR <Utr utr={deposit.utr} unusual={deposit.unusualUtr} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="console-card__meta">{STATEMENT_TEXTS.none}</p>
        )}
      </Section>
      <Section
        id="statement-no-request"
        title={STATEMENT_TEXTS.noRequest}
        hint={STATEMENT_TEXTS.noRequestHint}
      >
        {result.noRequest.length ? (
          <ul className="console-cards">
            {result.noRequest.map(({ line, likelyPlayer }) => (
              <li key={line.lineNumber} className="console-card">
                <p>{lineFacts(line)}</p>
                <p>
                  UTR <Utr utr={line.utr} unusual={line.unusualUtr} />
                </p>
                {line.narration ? <p className="console-card__meta">{line.narration}</p> : null}
                {likelyPlayer ? (
                  <p>
                    {STATEMENT_TEXTS.likelyPlayer(likelyPlayer.username, likelyPlayer.reference)}
                  </p>
                ) : null}
                <Link className="console-link" to={recordCreditPath(line)}>
                  {STATEMENT_TEXTS.recordCredit}
                  <span className="visually-hidden">
                    {' '}
                    of {line.amount.formatted} (line {line.lineNumber})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="console-card__meta">{STATEMENT_TEXTS.none}</p>
        )}
      </Section>
      <Section id="statement-decided" title={STATEMENT_TEXTS.alreadyDecided}>
        <PairList pairs={result.alreadyDecided} />
      </Section>
    </>
  );
}

/** /admin/money/statements/:statementId: what a statement says of the deposit requests. */
export function StatementPage() {
  const { statementId = '' } = useParams();
  const { data, loading, error, refetch } = useStatementReconciliationQuery({
    variables: { id: statementId },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.admin.statement;
  useDocumentTitle(
    result
      ? `${STATEMENT_TEXTS.resultTitle} ${result.statement.fileName}`
      : STATEMENT_TEXTS.resultTitle,
  );
  let body: ReactNode;
  if (!data && loading) body = <Loader label={STATEMENT_TEXTS.resultLoading} />;
  else if (!data)
    body = (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? STATEMENT_TEXTS.loadFailed}
      </StatusMessage>
    );
  else if (!result) body = <StatusMessage>{STATEMENT_TEXTS.resultMissing}</StatusMessage>;
  else body = <Result result={result} onDone={() => void refetch().catch(() => undefined)} />;
  return (
    <>
      <h1 className="console-title">
        {result
          ? `${STATEMENT_TEXTS.resultTitle} ${result.statement.fileName}`
          : STATEMENT_TEXTS.resultTitle}
      </h1>
      <MoneyNav />
      {body}
    </>
  );
}
