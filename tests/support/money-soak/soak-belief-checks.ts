import type pg from 'pg';
import { type Beliefs, believedBalances } from './soak-beliefs';
import type { Violation } from './soak-invariants';
import type { SoakWorld } from './soak-world';

/**
 * What the clients were told against what the database holds. A request applied twice (a
 * second withdrawal, a deposit credited to a player told "Already submitted"), or applied while
 * its client was told no, shows here even when every sum of the database adds up.
 */

const DETAILS_KEPT = 25;

function capped(check: string, details: string[]): Violation[] {
  const shown = details.slice(0, DETAILS_KEPT).map((detail) => ({ check, detail }));
  if (details.length > DETAILS_KEPT) {
    shown.push({ check, detail: `… and ${details.length - DETAILS_KEPT} more` });
  }
  return shown;
}

async function depositViolations(client: pg.Client, beliefs: Beliefs): Promise<string[]> {
  const { rows } = await client.query<{ utr: string; user_id: number }>(
    `select upper(utr) as utr, user_id from wallet_transactions
     where type = 'ADD_MONEY' and upper(utr) = any($1)`,
    [[...beliefs.deposits.keys()]],
  );
  const owner = new Map(rows.map((row) => [row.utr, row.user_id]));
  const found: string[] = [];
  for (const [utr, answers] of beliefs.deposits) {
    const received = answers.filter((answer) => answer.outcome === 'received');
    const held = owner.get(utr);
    if (received.length > 1)
      found.push(`UTR ${utr}: ${received.length} deposits answered received`);
    if (received[0] && held !== received[0].userId) {
      found.push(
        `UTR ${utr}: received for player ${received[0].userId}, held by ${held ?? 'nobody'}`,
      );
    }
    const allDefinite = answers.every((answer) => answer.definite);
    if (allDefinite && held !== undefined && received.length === 0) {
      found.push(`UTR ${utr}: recorded for player ${held}, but every answer said otherwise`);
    }
    if (held === undefined && answers.some((answer) => answer.outcome === 'duplicate')) {
      found.push(`UTR ${utr}: answered "Already submitted." but nobody holds it`);
    }
  }
  return found;
}

async function withdrawalViolations(client: pg.Client, beliefs: Beliefs): Promise<string[]> {
  const { rows } = await client.query<{ marker: string; rows: string }>(
    `select beneficiary_name as marker, count(*) as rows from wallet_transactions
     where type = 'WITHDRAW' and beneficiary_name = any($1) group by beneficiary_name`,
    [[...beliefs.withdrawals.keys()]],
  );
  const count = new Map(rows.map((row) => [row.marker, Number(row.rows)]));
  const found: string[] = [];
  for (const [marker, belief] of beliefs.withdrawals) {
    const held = count.get(marker) ?? 0;
    const expected = belief.taken ? 1 : 0;
    if (held > 1 || (belief.definite && held !== expected)) {
      found.push(
        `${marker}: answered ${belief.taken ? 'taken' : 'refused'}, ${held} withdrawals recorded`,
      );
    }
  }
  for (const twin of beliefs.twinAnswers) {
    const [a, b] = twin.statuses;
    if (a !== b && a !== 0 && b !== 0) {
      found.push(`${twin.marker}: one request sent twice with one key answered ${a} and ${b}`);
    }
  }
  return found;
}

const STATUS_OF = { approve: 'APPROVED', reject: 'REJECTED' } as const;

async function decisionViolations(client: pg.Client, beliefs: Beliefs): Promise<string[]> {
  const { rows } = await client.query<{ id: number; status: string }>(
    `select id, status from wallet_transactions where id = any($1)`,
    [[...beliefs.decisions.keys()]],
  );
  const status = new Map(rows.map((row) => [row.id, row.status]));
  const found: string[] = [];
  for (const [id, tx] of beliefs.decisions) {
    const yes = tx.answers.filter((answer) => answer.ok);
    const said = tx.answers.map((a) => `${a.organiser} ${a.decision} ${a.ok ? 'yes' : 'no'}`);
    if (yes.length > 1) found.push(`transaction ${id}: decided twice (${said.join(', ')})`);
    const expected = yes[0] ? STATUS_OF[yes[0].decision] : 'PENDING';
    const allDefinite = tx.answers.every((answer) => answer.definite);
    if ((allDefinite || yes.length) && status.get(id) !== expected) {
      found.push(
        `transaction ${id}: ${status.get(id)} in the database, answers: ${said.join(', ')}`,
      );
    }
  }
  return found;
}

async function entryViolations(client: pg.Client, beliefs: Beliefs): Promise<string[]> {
  const { rows } = await client.query<{ tournament_id: number; user_id: number }>(
    `select tournament_id, user_id from team_players where user_id is not null`,
  );
  const entered = new Set(rows.map((row) => `${row.tournament_id}:${row.user_id}`));
  return beliefs.entries
    .filter((entry) => entry.definite)
    .filter((entry) => entry.ok !== entered.has(`${entry.tournamentId}:${entry.userId}`))
    .map(
      (entry) =>
        `player ${entry.userId} in tournament ${entry.tournamentId}: answered ${entry.ok ? 'entered' : 'refused'}, ${entry.ok ? 'no entry' : 'an entry'} in the database`,
    );
}

async function payoutViolations(client: pg.Client, beliefs: Beliefs): Promise<string[]> {
  const { rows } = await client.query<{ note: string; rows: string }>(
    `select note, count(*) as rows from wallet_transactions
     where type = 'WINNINGS' and note = any($1) group by note`,
    [[...beliefs.payouts.keys()]],
  );
  const count = new Map(rows.map((row) => [row.note, Number(row.rows)]));
  const found: string[] = [];
  for (const [marker, payout] of beliefs.payouts) {
    const held = count.get(marker) ?? 0;
    const expected = payout.ok ? payout.payees.length : 0;
    if (held !== expected && (payout.definite || held > payout.payees.length)) {
      found.push(`${marker}: answered ${payout.ok ? 'paid' : 'refused'}, ${held} prizes recorded`);
    }
  }
  const { rows: states } = await client.query<{ tourn_id: number; status: string }>(
    `select tourn_id, status from tournaments where tourn_id = any($1)`,
    [[...beliefs.cancellations.keys()]],
  );
  for (const { tourn_id: id, status } of states) {
    if (beliefs.cancellations.get(id) !== (status === 'cancelled')) {
      found.push(
        `tournament ${id}: cancellation answered ${beliefs.cancellations.get(id) ? 'yes' : 'no'}, status ${status}`,
      );
    }
  }
  return found;
}

async function balanceViolations(
  client: pg.Client,
  beliefs: Beliefs,
  world: SoakWorld,
): Promise<string[]> {
  const fees = new Map(world.tournaments.map((t) => [t.id, t.feePaise]));
  const believed = believedBalances(beliefs, (id) => fees.get(id) ?? 0);
  const ids = world.players.map((player) => player.id);
  const { rows } = await client.query<{ user_id: number; balance_paise: string }>(
    `select user_id, balance_paise from wallets where user_id = any($1)`,
    [ids],
  );
  const held = new Map(rows.map((row) => [row.user_id, Number(row.balance_paise)]));
  return ids
    .filter((id) => (held.get(id) ?? 0) !== (believed.get(id) ?? 0))
    .map(
      (id) =>
        `player ${id}: balance ${held.get(id) ?? 0} paise, the answers explain ${believed.get(id) ?? 0}`,
    );
}

export async function beliefViolations(
  client: pg.Client,
  beliefs: Beliefs,
  world: SoakWorld,
): Promise<Violation[]> {
  return [
    ...capped(
      'every operation ended with a definite answer',
      beliefs.unanswered.map((op) => `${op.kind}: ${op.detail}`),
    ),
    ...capped('deposits are what their answers said', await depositViolations(client, beliefs)),
    ...capped(
      'withdrawals are what their answers said',
      await withdrawalViolations(client, beliefs),
    ),
    ...capped('decisions are what their answers said', await decisionViolations(client, beliefs)),
    ...capped('entries are what their answers said', await entryViolations(client, beliefs)),
    ...capped(
      'prizes and cancellations are what their answers said',
      await payoutViolations(client, beliefs),
    ),
    ...capped(
      "each player's balance is what the answers explain",
      await balanceViolations(client, beliefs, world),
    ),
  ];
}
