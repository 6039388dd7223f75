/** What a banned player is told, at login and by every guard that refuses them. */
export const BANNED_MESSAGE = 'Your account has been banned for breaking the rules.';
