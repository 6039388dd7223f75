import { type Kysely, sql } from 'kysely';

/**
 * Two-person control of money (issue 23, decision 043): what an organiser proposes and a second
 * organiser (or, for a lone organiser, the same one after a cooling period) approves.
 * - `kind` says what approving does: pay a tournament's prizes, mark a withdrawal above the
 *   threshold paid, or credit a player money that reached the payee; `payload` holds exactly
 *   what it will do (amounts in paise), `amount_paise` its total.
 * - A decided proposal names who decided and when, and only a decided one does; the proposer
 *   never approves or refuses their own unless it waited its cooling period
 *   (`cooling_until`, set only for a lone organiser's proposals).
 * - The partial unique indexes make the same withdrawal or UTR wait in one proposal at most, and
 *   `money_proposal_results` holds each approved proposal's transactions once: a second approval
 *   cannot pay twice even without the proposal's row lock.
 */
const statements = [
  `create table money_proposals (
    id integer generated always as identity primary key,
    kind text not null check (kind in ('prize_payout', 'withdrawal', 'manual_credit')),
    payload jsonb not null,
    amount_paise bigint not null check (amount_paise > 0),
    tournament_id integer references tournaments (tourn_id),
    transaction_id integer references wallet_transactions (id),
    user_id integer references users (id),
    utr text check (utr is null or length(utr) between 1 and 35),
    proposed_by integer not null references users (id),
    proposed_at timestamptz not null default now(),
    cooling_until timestamptz,
    status text not null default 'waiting'
      check (status in ('waiting', 'approved', 'refused', 'cancelled')),
    decided_by integer references users (id),
    decided_at timestamptz,
    reason text check (length(reason) between 1 and 500),
    decision_reason text check (length(decision_reason) between 1 and 500),
    check ((status = 'waiting') = (decided_at is null)),
    check ((status = 'waiting') = (decided_by is null)),
    check (status <> 'approved' or decided_by <> proposed_by or cooling_until is not null),
    check (status <> 'refused' or decision_reason is not null),
    check (kind <> 'prize_payout' or tournament_id is not null),
    check (kind <> 'withdrawal' or transaction_id is not null),
    check (kind <> 'manual_credit' or (user_id is not null and utr is not null))
  )`,
  `create index money_proposals_waiting on money_proposals (proposed_at) where status = 'waiting'`,
  `create index money_proposals_tournament on money_proposals (tournament_id)
    where kind = 'prize_payout'`,
  `create unique index money_proposals_one_per_withdrawal on money_proposals (transaction_id)
    where kind = 'withdrawal' and status in ('waiting', 'approved')`,
  `create unique index money_proposals_one_per_utr on money_proposals (upper(utr))
    where kind = 'manual_credit' and status in ('waiting', 'approved')`,
  `create table money_proposal_results (
    transaction_id integer primary key references wallet_transactions (id),
    proposal_id integer not null references money_proposals (id)
  )`,
  `create index money_proposal_results_proposal on money_proposal_results (proposal_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
