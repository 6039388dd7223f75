import { rupeesToPaise } from '#common/money';
import { recordDeposit } from './soak-beliefs';
import type { Outcome } from './soak-http';
import {
  type OpContext,
  type OpResult,
  type Reading,
  keyOf,
  noteUnanswered,
  readGraphql,
  readRest,
  webMutation,
} from './soak-op-kit';
import { type SoakPlayer, type SoakTournament, pickWhere } from './soak-world';

/** The players' operations: deposits, withdrawals, slot bookings, teams created and joined. */

const WHATSAPP = '9876543210';

/** A player who may still send a wallet request by this route; its budget spent. */
function walletPlayer(ctx: OpContext, requests = 1): SoakPlayer | undefined {
  const player = pickWhere(
    ctx.world.random,
    ctx.world.players,
    (p) => p.walletLeft >= requests && (!ctx.viaGateway || p.gatewayWalletLeft >= requests),
  );
  if (!player) return undefined;
  player.walletLeft -= requests;
  if (ctx.viaGateway) player.gatewayWalletLeft -= requests;
  return player;
}

async function deposit(ctx: OpContext, player: SoakPlayer, utr: string): Promise<OpResult> {
  const amount = ctx.world.random.int(50, 500);
  const input = { amount, transactionId: utr, bankUsername: 'Soak Bank' };
  let reading: Reading;
  let outcome: Outcome;
  if (ctx.viaGateway) {
    outcome = await ctx.http.graphql({
      operation: webMutation('RequestDeposit'),
      variables: { input: { ...input, amount: String(amount) } },
      token: player.token,
      key: keyOf(ctx),
    });
    reading = readGraphql(outcome, 'requestDeposit');
  } else {
    outcome = await ctx.http.rest({
      method: 'POST',
      path: '/api/wallet/add-money',
      token: player.token,
      body: input,
      key: keyOf(ctx),
    });
    reading = readRest(outcome, [200]);
  }
  const duplicate = reading.answer === '208' || reading.answer === 'gql ALREADY_SUBMITTED';
  recordDeposit(ctx.beliefs, utr, {
    userId: player.id,
    outcome: reading.ok ? 'received' : duplicate ? 'duplicate' : 'refused',
    definite: reading.definite,
  });
  noteUnanswered(ctx, 'deposit', outcome);
  return { answer: reading.answer };
}

/** A deposit with a UTR nobody sent before. */
export async function freshDeposit(ctx: OpContext): Promise<OpResult> {
  const player = walletPlayer(ctx);
  if (!player) return undefined;
  const utr = `${ctx.world.tag}D${ctx.index}`;
  ctx.world.utrs.push(utr);
  return deposit(ctx, player, utr);
}

/** A deposit with a UTR already sent, by this player or another: "Already submitted." */
export async function repeatedDeposit(ctx: OpContext): Promise<OpResult> {
  const utr = ctx.world.random.pick(ctx.world.utrs);
  if (!utr) return undefined;
  const player = walletPlayer(ctx);
  if (!player) return undefined;
  return deposit(ctx, player, ctx.world.random.chance(0.5) ? utr.toLowerCase() : utr);
}

function withdrawalInput(ctx: OpContext, marker: string) {
  return {
    amount: ctx.world.random.int(1, 150),
    beneficiaryName: marker,
    upiId: 'soak.player@upi',
    phonePeNumber: WHATSAPP,
  };
}

export async function withdraw(ctx: OpContext): Promise<OpResult> {
  const player = walletPlayer(ctx);
  if (!player) return undefined;
  const marker = `Soak W ${ctx.world.tag} ${ctx.index}`;
  const input = withdrawalInput(ctx, marker);
  let reading: Reading;
  let outcome: Outcome;
  if (ctx.viaGateway) {
    outcome = await ctx.http.graphql({
      operation: webMutation('RequestWithdrawal'),
      variables: { input: { ...input, amount: String(input.amount) } },
      token: player.token,
      key: keyOf(ctx),
    });
    reading = readGraphql(outcome, 'requestWithdrawal');
  } else {
    outcome = await ctx.http.rest({
      method: 'POST',
      path: '/api/wallet/withdraw',
      token: player.token,
      body: input,
      key: keyOf(ctx),
    });
    reading = readRest(outcome);
  }
  ctx.beliefs.withdrawals.set(marker, {
    userId: player.id,
    amountPaise: rupeesToPaise(input.amount),
    taken: reading.ok,
    definite: reading.definite,
  });
  noteUnanswered(ctx, 'withdraw', outcome);
  return { answer: reading.answer };
}

/** A double tap: one withdrawal sent twice at once with one key. It may leave once. */
export async function withdrawTwice(ctx: OpContext): Promise<OpResult> {
  if (ctx.viaGateway) return undefined;
  const player = walletPlayer(ctx, 2);
  if (!player) return undefined;
  const marker = `Soak WW ${ctx.world.tag} ${ctx.index}`;
  const request = {
    method: 'POST' as const,
    path: '/api/wallet/withdraw',
    token: player.token,
    body: withdrawalInput(ctx, marker),
    key: keyOf(ctx),
  };
  const [first, second] = await Promise.all([ctx.http.rest(request), ctx.http.rest(request)]);
  const [a, b] = [readRest(first), readRest(second)];
  ctx.beliefs.withdrawals.set(marker, {
    userId: player.id,
    amountPaise: rupeesToPaise(request.body.amount),
    taken: a.ok || b.ok,
    definite: a.definite && b.definite,
  });
  ctx.beliefs.twinAnswers.push({ marker, statuses: [first.status, second.status] });
  noteUnanswered(ctx, 'withdraw.twice', first);
  noteUnanswered(ctx, 'withdraw.twice', second);
  return { answer: a.answer === b.answer ? a.answer : `${a.answer}+${b.answer}` };
}

/** An open tournament of `kind` with a slot left by the answers so far (now and then a full one). */
function openTournament(ctx: OpContext, kind: 'normal' | 'special', needsSlot: boolean) {
  const overbook = ctx.world.random.chance(0.1);
  return pickWhere(
    ctx.world.random,
    ctx.world.tournaments,
    (t) =>
      t.kind === kind &&
      t.state === 'open' &&
      (!needsSlot || overbook || t.slotsClaimed < t.slots) &&
      t.attempted.size < ctx.world.players.length,
  );
}

/** A player who has not tried this tournament yet (each tries once: the check needs it). */
function newEntrant(ctx: OpContext, tournament: SoakTournament, fits = (_: SoakPlayer) => true) {
  const player = pickWhere(
    ctx.world.random,
    ctx.world.players,
    (p) => !tournament.attempted.has(p.id) && fits(p),
  );
  if (player) tournament.attempted.add(player.id);
  return player;
}

/** Sends an entry by REST or GraphQL and records what its answer says. */
async function enter(
  ctx: OpContext,
  entry: {
    kind: string;
    player: SoakPlayer;
    tournament: SoakTournament;
    path: string;
    mutation: string;
    field: string;
    body: Record<string, unknown>;
  },
): Promise<Reading> {
  const { player, tournament } = entry;
  let outcome: Outcome;
  let reading: Reading;
  if (ctx.viaGateway) {
    outcome = await ctx.http.graphql({
      operation: webMutation(entry.mutation),
      variables: { input: { ...entry.body, tournamentId: String(tournament.id) } },
      token: player.token,
      key: keyOf(ctx),
    });
    reading = readGraphql(outcome, entry.field);
  } else {
    outcome = await ctx.http.rest({
      method: 'POST',
      path: entry.path,
      token: player.token,
      body: { ...entry.body, tournamentId: tournament.id },
      key: keyOf(ctx),
    });
    reading = readRest(outcome);
  }
  ctx.beliefs.entries.push({
    userId: player.id,
    tournamentId: tournament.id,
    ok: reading.ok,
    definite: reading.definite,
  });
  if (reading.ok) tournament.entrants.add(player.id);
  noteUnanswered(ctx, entry.kind, outcome);
  return reading;
}

export async function bookSlot(ctx: OpContext): Promise<OpResult> {
  const tournament = openTournament(ctx, 'normal', true);
  if (!tournament) return undefined;
  const player = newEntrant(ctx, tournament);
  if (!player) return undefined;
  tournament.slotsClaimed += 1;
  const reading = await enter(ctx, {
    kind: 'book',
    player,
    tournament,
    path: '/api/bookings/slot',
    mutation: 'BookSlot',
    field: 'bookSlot',
    body: {
      teamName: `Soak Squad ${ctx.index}`,
      inGameName: `IGL${ctx.index}`,
      player2: 'P2',
      player3: 'P3',
      player4: 'P4',
      whatsappNumber: WHATSAPP,
    },
  });
  if (!reading.ok) tournament.slotsClaimed -= 1;
  return { answer: reading.answer };
}

export async function createTeam(ctx: OpContext): Promise<OpResult> {
  const tournament = openTournament(ctx, 'special', true);
  if (!tournament) return undefined;
  const player = newEntrant(ctx, tournament);
  if (!player) return undefined;
  tournament.slotsClaimed += 1;
  const reading = await enter(ctx, {
    kind: 'team.create',
    player,
    tournament,
    path: '/api/teams/create',
    mutation: 'CreateTeam',
    field: 'createTeam',
    body: {
      teamName: `Soak Team ${ctx.index}`,
      iglInGameName: `IGL${ctx.index}`,
      whatsappNumber: WHATSAPP,
    },
  });
  const code = (reading.payload as { teamCode?: unknown } | undefined)?.teamCode;
  if (reading.ok && typeof code === 'string') {
    tournament.teams.push({ code, members: 1, inFlight: 0 });
  } else {
    tournament.slotsClaimed -= 1;
  }
  return { answer: reading.answer };
}

export async function joinTeam(ctx: OpContext): Promise<OpResult> {
  const random = ctx.world.random;
  const intoFullTeam = random.chance(0.05);
  const tournament = pickWhere(
    random,
    ctx.world.tournaments,
    (t) =>
      t.kind === 'special' &&
      t.state === 'open' &&
      t.teams.some((team) => intoFullTeam || team.members + team.inFlight < t.teamSize),
  );
  if (!tournament) return undefined;
  const team = pickWhere(
    random,
    tournament.teams,
    (candidate) => intoFullTeam || candidate.members + candidate.inFlight < tournament.teamSize,
  );
  if (!team) return undefined;
  const player = newEntrant(ctx, tournament, (p) => p.joinsLeft > 0);
  if (!player) return undefined;
  player.joinsLeft -= 1;
  team.inFlight += 1;
  const reading = await enter(ctx, {
    kind: 'team.join',
    player,
    tournament,
    path: '/api/teams/join',
    mutation: 'JoinTeam',
    field: 'joinTeam',
    body: { teamCode: team.code, playerInGameName: `Joiner${ctx.index}` },
  });
  team.inFlight -= 1;
  if (reading.ok) team.members += 1;
  return { answer: reading.answer };
}
