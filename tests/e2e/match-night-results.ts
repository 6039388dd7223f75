import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { SHOW_TIMEOUT_MS, expectVisible } from './browser-fixture';
import type { organiserHands } from './match-night-evidence';
import { SQUADS } from './match-night-setup';

/**
 * Match 1 of the night as the organiser enters it: the squads in the order they finished and
 * each player's kills (blank is 0, so only kills are typed). Position points and the Booyah come
 * from the standard table: 12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0 and 1 point per kill.
 */
const [alpha, bravo, cobra, delta, eagle, falcon, ghost, hydra, inferno, joker, kraken, legend] =
  SQUADS as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];

export const MATCH_1: [squad: string, kills: [number, number, number, number]][] = [
  [bravo, [4, 3, 2, 1]],
  [alpha, [2, 1, 2, 0]],
  [cobra, [3, 0, 1, 0]],
  [delta, [0, 2, 0, 1]],
  [eagle, [2, 0, 0, 0]],
  [falcon, [1, 1, 0, 0]],
  [ghost, [0, 0, 1, 0]],
  [hydra, [1, 0, 0, 0]],
  [inferno, [0, 0, 0, 0]],
  [joker, [0, 0, 0, 0]],
  [kraken, [1, 0, 0, 0]],
  [legend, [0, 0, 0, 0]],
];

/**
 * The overall standings after match 1, in rank order. Kraken (11th, 1 kill) and Joker (10th, no
 * kill) tie on 1 point: kills break the tie after Booyahs.
 */
export const AFTER_MATCH_1: [string, number][] = [
  [bravo, 22],
  [alpha, 14],
  [cobra, 12],
  [delta, 10],
  [eagle, 8],
  [falcon, 7],
  [ghost, 5],
  [hydra, 4],
  [inferno, 2],
  [kraken, 1],
  [joker, 1],
  [legend, 0],
];

/**
 * After the evening's fixes: Alpha's P2 had 3 kills, not 1 (the member's screenshot shows it),
 * 14 → 16; Legend abused the host, the rules' −20.
 */
export const CORRECTED: [string, number][] = AFTER_MATCH_1.map(([squad, total]) => [
  squad,
  squad === alpha ? 16 : squad === legend ? -20 : total,
]);

type Hands = ReturnType<typeof organiserHands>;

/** Taps the squads in finishing order, goes on to the kills and types each non-zero one. */
export async function enterFinishingOrder(form: Locator, hands: Hands): Promise<void> {
  for (const [squad] of MATCH_1) {
    await hands.tap(form.getByRole('button', { name: new RegExp(`${squad}$`) }));
  }
  await hands.tap(form.getByRole('button', { name: 'Next: kills', exact: true }));
  const grid = form.getByRole('list', { name: 'Kills per player' });
  await expectVisible(grid);
  for (const [squad, kills] of MATCH_1) {
    for (const [index, count] of kills.entries()) {
      if (count === 0) continue;
      await hands.type(killsField(grid, squad, index + 1), String(count));
    }
  }
}

/** One player's kills cell, labelled "P2 kills <in-game name> of <squad>". */
export const killsField = (grid: Locator, squad: string, player: number) =>
  grid.getByLabel(new RegExp(`^P${player} kills .* of ${squad}$`));

/** A standings table's rows as shown: each team and its total, in rank order. */
const totalsIn = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('th')?.textContent?.trim(),
        row.querySelector('.standings-table__total, .overlay__points')?.textContent?.trim(),
      ]),
    );

/**
 * Waits until the table shows these teams with these totals, in this order. POINTS marks the
 * viewer's own squad: "Team Alpha (your squad)".
 */
export const untilTotals = (
  table: Locator,
  totals: [string, number][],
  { ownSquad }: { ownSquad?: string } = {},
) =>
  expect
    .poll(() => totalsIn(table), { timeout: SHOW_TIMEOUT_MS })
    .toEqual(
      totals.map(([team, total]) => [
        team === ownSquad ? `${team} (your squad)` : team,
        String(total),
      ]),
    );
