/**
 * Where SPEC §3 stores the session in local storage. A module of its own: the page's first
 * script (main.tsx, through server-rendering.ts) needs the key without the session's code.
 */
export const TOKEN_KEY = 'authToken';
export const USERNAME_KEY = 'username';
