import { PLAYERS_PER_SQUAD } from './points-systems';

/**
 * The rules a match's finishing order keeps (issue 22), for the console's entry and the
 * backend alike: every squad in play has exactly one place from 1 to the number of squads, and
 * kills a lobby of that size allows. A squad marked absent or disqualified is left out.
 */

export interface FinishEntry {
  teamId: number;
  place: number;
  /** Kills of the squad's players, player 1 first; at most four (SPEC §3's row). */
  kills: readonly number[];
}

export interface FinishProblem {
  field: string;
  message: string;
}

/**
 * The most kills one squad can have: every player of every other squad. A squad of 4 in a
 * 48-player lobby (12 squads) can kill 44 players and no more; a player alone the same.
 */
export const squadKillsCap = (squadsInMatch: number) =>
  Math.max(0, (squadsInMatch - 1) * PLAYERS_PER_SQUAD);

/** At least one player is alive at the end, so a lobby has at most players - 1 kills. */
export const matchKillsCap = (squadsInMatch: number) =>
  Math.max(0, squadsInMatch * PLAYERS_PER_SQUAD - 1);

export const FINISH_MESSAGES = {
  unknownSquad: (teamId: number) => `Squad ${teamId} is not in play in this tournament`,
  listedTwice: (name: string) => `${name} is listed more than once`,
  missing: (names: string[]) =>
    names.length === 1
      ? `${names[0]} has no place: give every squad in play its place`
      : `These squads have no place: ${names.join(', ')}`,
  placeRange: (squads: number) => `Place must be a whole number from 1 to ${squads}`,
  placeTwice: (place: number, first: string, second: string) =>
    `Place ${place} is given to both ${first} and ${second}`,
  killsCount: `Kills are entered for at most ${PLAYERS_PER_SQUAD} players`,
  kills: (name: string, player: number, cap: number) =>
    `${name} P${player} kills must be a whole number from 0 to ${cap}`,
  squadKills: (name: string, cap: number) =>
    `${name} cannot have more than ${cap} kills in a match of this many squads`,
  matchKills: (cap: number) => `A match of this many squads has at most ${cap} kills in all`,
} as const;

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function killsProblem(
  entry: FinishEntry,
  index: number,
  name: string,
  cap: number,
): FinishProblem | null {
  if (entry.kills.length > PLAYERS_PER_SQUAD) {
    return { field: `squads[${index}].kills`, message: FINISH_MESSAGES.killsCount };
  }
  for (const [player, kills] of entry.kills.entries()) {
    if (!isWhole(kills) || kills < 0 || kills > cap) {
      return {
        field: `squads[${index}].kills[${player}]`,
        message: FINISH_MESSAGES.kills(name, player + 1, cap),
      };
    }
  }
  if (sum(entry.kills) > cap) {
    return { field: `squads[${index}].kills`, message: FINISH_MESSAGES.squadKills(name, cap) };
  }
  return null;
}

/**
 * The first broken rule of a finishing order, naming its field (`squads[3].place`), or null.
 * `inPlay` names the squads that must be placed, by id.
 */
export function finishingOrderProblem(
  entries: readonly FinishEntry[],
  inPlay: ReadonlyMap<number, string>,
): FinishProblem | null {
  const squads = inPlay.size;
  const cap = squadKillsCap(squads);
  const seen = new Set<number>();
  const byPlace = new Map<number, string>();
  for (const [index, entry] of entries.entries()) {
    const name = inPlay.get(entry.teamId);
    if (name === undefined) {
      return {
        field: `squads[${index}].teamId`,
        message: FINISH_MESSAGES.unknownSquad(entry.teamId),
      };
    }
    if (seen.has(entry.teamId)) {
      return { field: `squads[${index}].teamId`, message: FINISH_MESSAGES.listedTwice(name) };
    }
    seen.add(entry.teamId);
    if (!isWhole(entry.place) || entry.place < 1 || entry.place > squads) {
      return { field: `squads[${index}].place`, message: FINISH_MESSAGES.placeRange(squads) };
    }
    const holder = byPlace.get(entry.place);
    if (holder !== undefined) {
      return {
        field: `squads[${index}].place`,
        message: FINISH_MESSAGES.placeTwice(entry.place, holder, name),
      };
    }
    byPlace.set(entry.place, name);
    const kills = killsProblem(entry, index, name, cap);
    if (kills) return kills;
  }
  const missing = [...inPlay.entries()].filter(([id]) => !seen.has(id)).map(([, name]) => name);
  if (missing.length) return { field: 'squads', message: FINISH_MESSAGES.missing(missing) };
  const total = sum(entries.flatMap((entry) => entry.kills));
  if (total > matchKillsCap(squads)) {
    return { field: 'squads', message: FINISH_MESSAGES.matchKills(matchKillsCap(squads)) };
  }
  return null;
}
