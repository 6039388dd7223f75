import { rupeesToPaise } from '#common/money';
import { recordDecision } from './soak-beliefs';
import { type OpContext, type OpResult, keyOf, noteUnanswered, readRest } from './soak-op-kit';
import {
  type PendingTransaction,
  type SoakOrganiser,
  type SoakTournament,
  newTournament,
  pickWhere,
} from './soak-world';

/**
 * The organisers' operations: deciding deposits and withdrawals (now and then both organisers
 * at once on one transaction), making tournaments, cancelling them with refunds, paying prizes.
 */

const HOUR_MS = 3_600_000;
/** The desk is read again at most this often when it has nothing of the kind wanted. */
const DESK_REFRESH_MS = 200;

const organiserOf = (ctx: OpContext): SoakOrganiser =>
  ctx.world.organisers[ctx.world.random.int(0, 1)]!;

interface AdminTransaction {
  id: number;
  userId: number;
  type: string;
  amount: number;
  status: string;
}

/** Reads the pending transactions as the money desk does (newest first). */
async function refreshDesk(ctx: OpContext): Promise<void> {
  const { world } = ctx;
  world.deskReadAt = Date.now();
  world.reads += 1;
  const outcome = await ctx.http.rest({
    method: 'GET',
    path: '/api/admin/wallet/transactions?status=PENDING&limit=500',
    token: organiserOf(ctx).token,
  });
  if (outcome.status !== 200 || !Array.isArray(outcome.body)) return;
  world.desk = (outcome.body as AdminTransaction[])
    .filter((tx) => tx.type === 'ADD_MONEY' || tx.type === 'WITHDRAW')
    .filter((tx) => !world.taken.has(tx.id))
    .map((tx) => ({
      id: tx.id,
      userId: tx.userId,
      type: tx.type as PendingTransaction['type'],
      amountPaise: rupeesToPaise(tx.amount),
    }));
}

/** A pending transaction of `type` off the desk, read again when it has none. */
async function takePending(
  ctx: OpContext,
  type?: PendingTransaction['type'],
): Promise<PendingTransaction | undefined> {
  const { world } = ctx;
  // Now and then an organiser acts on a stale list: a transaction already decided.
  if (world.random.chance(0.03) && world.taken.size) {
    const stale = world.random.pick([...world.taken.values()].slice(-50));
    if (stale && (!type || stale.type === type)) return stale;
  }
  const fits = (tx: PendingTransaction) => !type || tx.type === type;
  if (!world.desk.some(fits) && Date.now() - world.deskReadAt > DESK_REFRESH_MS) {
    await refreshDesk(ctx);
  }
  const index = world.desk.findIndex(fits);
  if (index === -1) return undefined;
  const [tx] = world.desk.splice(index, 1);
  world.taken.set(tx!.id, tx!);
  return tx;
}

function decisionOf(ctx: OpContext, tx: PendingTransaction): 'approve' | 'reject' {
  return ctx.world.random.chance(tx.type === 'ADD_MONEY' ? 0.75 : 0.6) ? 'approve' : 'reject';
}

async function decide(
  ctx: OpContext,
  tx: PendingTransaction,
  organiser: SoakOrganiser,
  decision: 'approve' | 'reject',
  keyPart: string,
  raced = false,
) {
  const body =
    decision === 'reject'
      ? { note: 'Soak: payment not found' }
      : tx.type === 'WITHDRAW'
        ? { reference: `SOAKREF${ctx.world.tag}${ctx.index}${keyPart}`.toUpperCase() }
        : {};
  const outcome = await ctx.http.rest({
    method: 'POST',
    path: `/api/admin/wallet/transactions/${tx.id}/${decision}`,
    token: organiser.token,
    body,
    key: keyOf(ctx, keyPart),
  });
  const reading = readRest(outcome);
  recordDecision(
    ctx.beliefs,
    tx,
    { organiser: organiser.name, decision, ok: reading.ok, definite: reading.definite },
    raced,
  );
  noteUnanswered(ctx, raced ? 'decide.race' : 'decide', outcome);
  return reading;
}

const decideOne =
  (type: PendingTransaction['type']) =>
  async (ctx: OpContext): Promise<OpResult> => {
    const tx = await takePending(ctx, type);
    if (!tx) return undefined;
    const reading = await decide(ctx, tx, organiserOf(ctx), decisionOf(ctx, tx), 'k');
    return { answer: reading.answer };
  };

export const decideDeposit = decideOne('ADD_MONEY');
export const decideWithdrawal = decideOne('WITHDRAW');

/** Both organisers decide one pending transaction at the same moment: one of them wins. */
export async function decideRace(ctx: OpContext): Promise<OpResult> {
  const tx = await takePending(ctx);
  if (!tx) return undefined;
  const [first, second] = ctx.world.organisers;
  const [a, b] = await Promise.all([
    decide(ctx, tx, first, decisionOf(ctx, tx), 'a', true),
    decide(ctx, tx, second, decisionOf(ctx, tx), 'b', true),
  ]);
  return { answer: [a.answer, b.answer].sort().join('+') };
}

const ENTRY_FEES = [0, 10, 10, 20, 20, 50];

/** A tournament open for entries for a day; not covered by keys (it moves no money). */
export async function createTournament(ctx: OpContext): Promise<OpResult> {
  const { random } = ctx.world;
  const kind = random.chance(0.55) ? 'normal' : 'special';
  const fee = random.pick(ENTRY_FEES) ?? 10;
  const slots = kind === 'normal' ? random.int(4, 16) : random.int(3, 8);
  const now = Date.now();
  const outcome = await ctx.http.rest({
    method: 'POST',
    path: '/api/admin/tournaments',
    token: organiserOf(ctx).token,
    body: {
      kind,
      tournName: `Soak ${kind} ${ctx.world.tag} ${ctx.index}`,
      tournPp: 5000,
      entryFee: fee,
      totalSlots: slots,
      matchesCount: 1,
      teamSize: 4,
      tournStart: new Date(now + 48 * HOUR_MS).toISOString(),
      regStart: new Date(now - HOUR_MS).toISOString(),
      regEnd: new Date(now + 24 * HOUR_MS).toISOString(),
      status: 'upcoming',
    },
  });
  const reading = readRest(outcome, [201]);
  const id = (outcome.body as { tournId?: unknown } | undefined)?.tournId;
  if (reading.ok && typeof id === 'number') {
    ctx.world.tournaments.push(
      newTournament({ id, kind, feePaise: rupeesToPaise(fee), slots, teamSize: 4 }),
    );
  }
  noteUnanswered(ctx, 'tournament.create', outcome);
  return { answer: reading.answer };
}

async function setStatus(
  ctx: OpContext,
  tournament: SoakTournament,
  status: 'cancelled' | 'completed',
) {
  const outcome = await ctx.http.rest({
    method: 'PATCH',
    path: `/api/admin/tournaments/${tournament.id}`,
    token: organiserOf(ctx).token,
    body: { status },
    key: keyOf(ctx, status),
  });
  noteUnanswered(ctx, status === 'cancelled' ? 'tournament.cancel' : 'payout', outcome);
  return readRest(outcome);
}

/** Cancels an open tournament, entries perhaps still arriving: every fee taken comes back. */
export async function cancelTournament(ctx: OpContext): Promise<OpResult> {
  const tournament = pickWhere(
    ctx.world.random,
    ctx.world.tournaments,
    (t) => t.state === 'open' && t.entrants.size > 0,
  );
  if (!tournament) return undefined;
  tournament.state = 'cancelling';
  const reading = await setStatus(ctx, tournament, 'cancelled');
  ctx.beliefs.cancellations.set(tournament.id, reading.ok);
  tournament.state = reading.ok ? 'cancelled' : 'open';
  return { answer: reading.answer };
}

/**
 * Completes a tournament (once) and pays prizes to one to three of its players; now and then
 * the list names a player already paid, and then nobody is paid.
 */
export async function payPrizes(ctx: OpContext): Promise<OpResult> {
  const { random } = ctx.world;
  const unpaid = (t: SoakTournament) => [...t.entrants].filter((id) => !t.paid.has(id));
  const tournament = pickWhere(
    random,
    ctx.world.tournaments,
    (t) => (t.state === 'open' || t.state === 'completed') && unpaid(t).length > 0,
  );
  if (!tournament) return undefined;
  if (tournament.state === 'open') {
    tournament.state = 'completing';
    const completed = await setStatus(ctx, tournament, 'completed');
    tournament.state = completed.ok ? 'completed' : 'open';
    if (!completed.ok) return { answer: `complete ${completed.answer}` };
  }
  const fresh = unpaid(tournament).slice(0, random.int(1, 3));
  const payees = [...fresh];
  if (tournament.paid.size && random.chance(0.1)) {
    payees.push(random.pick([...tournament.paid])!);
  }
  for (const id of fresh) tournament.paid.add(id);
  const marker = `Soak prize ${ctx.world.tag} ${ctx.index}`;
  const payouts = payees.map((userId) => ({ userId, amount: random.int(10, 300), note: marker }));
  // Two-person control (decision 043): one organiser proposes, the other approves.
  const proposerIndex = ctx.world.random.int(0, 1);
  const proposed = await ctx.http.rest({
    method: 'POST',
    path: `/api/admin/tournaments/${tournament.id}/payouts`,
    token: ctx.world.organisers[proposerIndex]!.token,
    body: { payouts },
    key: keyOf(ctx, 'pay'),
  });
  const proposal = readRest(proposed, [202]);
  const proposalId = (proposal.payload as { proposal?: { id?: number } } | undefined)?.proposal?.id;
  const outcome =
    proposal.ok && proposalId
      ? await ctx.http.rest({
          method: 'POST',
          path: `/api/admin/money/proposals/${proposalId}/approve`,
          token: ctx.world.organisers[1 - proposerIndex]!.token,
          body: {},
          key: keyOf(ctx, 'approve'),
        })
      : proposed;
  const reading = proposal.ok ? readRest(outcome, [200]) : proposal;
  ctx.beliefs.payouts.set(marker, {
    tournamentId: tournament.id,
    payees: payouts.map((p) => ({ userId: p.userId, amountPaise: rupeesToPaise(p.amount) })),
    ok: reading.ok,
    definite: reading.definite,
  });
  // A definite refusal paid nobody: they may be paid by a later payout.
  if (reading.definite && !reading.ok) for (const id of fresh) tournament.paid.delete(id);
  noteUnanswered(ctx, 'payout', outcome);
  return { answer: reading.answer };
}
