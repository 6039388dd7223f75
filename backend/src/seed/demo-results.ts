import { STANDARD_POINTS, resultFromFinish } from '#common/points-systems';

/**
 * Plausible match results, drawn from a seeded generator so the same demo always tells the same
 * story. They are entered as the console enters them (issue 22): a finishing order and kills,
 * scored by the Free Fire standard table, so each match has exactly one Booyah; a better place
 * comes with more kills, and a match's kills never exceed the players who could have been
 * eliminated in it.
 */

export interface TeamResult {
  teamId: number;
  /** The finishing place the row is scored from (1 = Booyah). */
  place: number;
  kills: [number, number, number, number];
  positionPoints: number;
  booyah: boolean;
}

/** mulberry32: small, fast and good enough to make demo numbers look random. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Team kills by place: the Booyah squad usually leads the kill feed. */
const TEAM_KILLS_BY_PLACE: [number, number][] = [
  [6, 12],
  [4, 9],
  [3, 7],
  [2, 6],
  [2, 5],
  [1, 4],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 2],
  [0, 1],
  [0, 1],
];
const PLAYERS_PER_TEAM = 4;
const MAX_PLAYER_KILLS = 12;

/** Splits a team's kills among its four players, one of them usually the fragger. */
function splitKills(total: number, random: () => number): [number, number, number, number] {
  const weights = shuffled([4, 3, 2, 1], random);
  const kills: [number, number, number, number] = [0, 0, 0, 0];
  for (let kill = 0; kill < total; kill += 1) {
    let pick = random() * 10;
    let player = 0;
    while (player < 3 && pick >= (weights[player] ?? 0)) {
      pick -= weights[player] ?? 0;
      player += 1;
    }
    if (kills[player] === MAX_PLAYER_KILLS) player = kills.indexOf(Math.min(...kills));
    kills[player] = (kills[player] ?? 0) + 1;
  }
  return kills;
}

/** One match: a random finishing order of the teams, with kills and position points. */
export function matchResults(teamIds: number[], random: () => number): TeamResult[] {
  const order = shuffled(teamIds, random);
  const totals = order.map((_, place) => {
    const [min, max] = TEAM_KILLS_BY_PLACE[place] ?? [0, 1];
    return between(random, min, max);
  });
  // Every kill eliminates someone else in the lobby.
  const maxKills = teamIds.length * PLAYERS_PER_TEAM - 1;
  for (let place = totals.length - 1; totals.reduce((a, b) => a + b, 0) > maxKills;) {
    if ((totals[place] ?? 0) > 0) totals[place] = (totals[place] ?? 0) - 1;
    place = place === 0 ? totals.length - 1 : place - 1;
  }
  return order.map((teamId, index) => {
    const kills = splitKills(totals[index] ?? 0, random);
    const row = resultFromFinish(STANDARD_POINTS, { teamName: '', place: index + 1, kills });
    return {
      teamId,
      place: index + 1,
      kills,
      positionPoints: row.positionPoints,
      booyah: row.booyah === 1,
    };
  });
}
