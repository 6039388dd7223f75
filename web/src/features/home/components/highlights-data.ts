/** The Highlights section: three videos on the league's channel (they open on YouTube). */
export const HIGHLIGHTS = [
  {
    title: 'Season Finals: Every Booyah',
    href: 'https://www.youtube.com/@CreatorsCombatLeague/videos',
  },
  {
    title: 'Auction Round Live Replays',
    href: 'https://www.youtube.com/@CreatorsCombatLeague/streams',
  },
  {
    title: 'Top Clutch Plays of the Week',
    href: 'https://www.youtube.com/@CreatorsCombatLeague/shorts',
  },
] as const;

/** The first blogs Agent News shows (SPEC §9). */
export const NEWS_COUNT = 3;
