/**
 * What the soak's clients know of the platform while it runs: the players and their request
 * budgets, the organisers, the tournaments and teams they made, and the organisers' desk of
 * pending transactions. Only answers the clients got go in here; the database is read at the end.
 */

export interface SoakPlayer {
  id: number;
  token: string;
  /** Deposits and withdrawals this player may still send (the backend's limit, with room for retries). */
  walletLeft: number;
  /** Of those, how many may still go through the gateway (its own limit). */
  gatewayWalletLeft: number;
  /** Team joins left under the backend's per-player limit. */
  joinsLeft: number;
}

export interface SoakOrganiser {
  id: number;
  token: string;
  name: string;
}

export interface SoakTeam {
  code: string;
  /** Players in it by the answers so far, and joins on their way. */
  members: number;
  inFlight: number;
}

export type TournamentState = 'open' | 'cancelling' | 'cancelled' | 'completing' | 'completed';

export interface SoakTournament {
  id: number;
  kind: 'normal' | 'special';
  feePaise: number;
  slots: number;
  teamSize: number;
  state: TournamentState;
  /** Players who tried to enter (each tries once), and those whose entry was answered yes. */
  attempted: Set<number>;
  entrants: Set<number>;
  /** Entries (bookings or teams) taking a slot, answered yes or on their way. */
  slotsClaimed: number;
  teams: SoakTeam[];
  /** Players paid a prize here, or being paid. */
  paid: Set<number>;
}

export interface PendingTransaction {
  id: number;
  userId: number;
  type: 'ADD_MONEY' | 'WITHDRAW';
  amountPaise: number;
}

/** A small seeded generator (mulberry32): a run can be repeated with its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T | undefined {
      return items.length ? items[Math.floor(next() * items.length)] : undefined;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

export interface SoakWorld {
  /** A short tag of this run, in every UTR and marker it makes. */
  tag: string;
  random: Random;
  players: SoakPlayer[];
  organisers: [SoakOrganiser, SoakOrganiser];
  tournaments: SoakTournament[];
  /** UTRs sent so far, for repeats. */
  utrs: string[];
  /** The organisers' desk: pending transactions listed and not yet taken by an operation. */
  desk: PendingTransaction[];
  /** Transactions an operation has taken from the desk (decided or being decided). */
  taken: Map<number, PendingTransaction>;
  deskReadAt: number;
  reads: number;
}

export function newTournament(
  fields: Pick<SoakTournament, 'id' | 'kind' | 'feePaise' | 'slots' | 'teamSize'>,
): SoakTournament {
  return {
    ...fields,
    state: 'open',
    attempted: new Set(),
    entrants: new Set(),
    slotsClaimed: 0,
    teams: [],
    paid: new Set(),
  };
}

/** Up to `tries` random picks until one passes `fits`. */
export function pickWhere<T>(
  random: Random,
  items: readonly T[],
  fits: (item: T) => boolean,
  tries = 24,
): T | undefined {
  for (let i = 0; i < tries; i += 1) {
    const item = random.pick(items);
    if (item !== undefined && fits(item)) return item;
  }
  return items.find(fits);
}
