/**
 * A tournament's declaration (issue 24): what players read before they book, so the event is
 * an e-sport in the Online Gaming Act's sense: the game, what the fee pays for, and whose money
 * the prize is. One list of each, with the words shown for it, for every program.
 */

export const GAME_TITLES = {
  free_fire: 'Free Fire',
  free_fire_max: 'Free Fire MAX',
  bgmi: 'BGMI',
  codm: 'Call of Duty Mobile',
  valorant: 'Valorant',
} as const;
export type GameTitle = keyof typeof GAME_TITLES;
export const DEFAULT_GAME_TITLE: GameTitle = 'free_fire';

export const FEE_PURPOSES = {
  entry: 'Entry to the competition only',
  entry_and_admin: 'Entry to the competition and its administrative costs',
} as const;
export type FeePurpose = keyof typeof FEE_PURPOSES;
export const DEFAULT_FEE_PURPOSE: FeePurpose = 'entry_and_admin';

export const PRIZE_SOURCES = {
  organiser: "The organiser's own funds",
  sponsor: "A sponsor's funds",
} as const;
export type PrizeSource = keyof typeof PRIZE_SOURCES;
export const DEFAULT_PRIZE_SOURCE: PrizeSource = 'organiser';

/** Written into every declaration: the Act's e-sport takes no stakes. */
export const NO_STAKES_LINE =
  'Prize money comes only from the funds above, never from entry fees. No bets, wagers or stakes.';
