/**
 * The RULES tab: the fixed match rules of SPEC §9, in order. The map names are as the platform
 * writes them ("Alphine").
 */
export const MATCH_RULES: readonly string[] = [
  'The match starts 7 minutes after the room ID and password are given.',
  'Join our Discord server at least 15 minutes before the match starts.',
  'Do not wait more than 30 seconds between matches; the next match starts on time.',
  'Abusing the host costs your team 20 points.',
  'Map rotation: Bermuda, Purgatory, Kalahari, Nextera, Alphine, Random.',
  "A team's total is the kills of its 4 players plus its position points; teams are ranked by total.",
  'Ties are broken by Booyah, then Kills, then Position points.',
  'Squad entry is preferred.',
  'PC players are not allowed.',
];
