/**
 * The platform's own contact details and channels, shown in the header, footer, contact page
 * and help links. One place, so a changed number or handle changes everywhere.
 */

export const SITE_NAME = 'Creators Combat League';

export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_PHONE_HREF = 'tel:+919876543210';
export const SUPPORT_EMAIL = 'support@creatorscombat.in';

/** Where players ask for help with a room, a match or a booking. */
export const DISCORD_URL = 'https://discord.gg/creatorscombatleague';

export interface SocialLink {
  name: 'Instagram' | 'YouTube' | 'Discord' | 'X';
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/creatorscombatleague' },
  { name: 'YouTube', href: 'https://www.youtube.com/@CreatorsCombatLeague' },
  { name: 'Discord', href: DISCORD_URL },
  { name: 'X', href: 'https://x.com/ccleague_in' },
];
