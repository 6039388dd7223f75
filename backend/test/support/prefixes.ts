/** Every route is served both under /api and bare; tests that check both loop over these. */
export const PREFIXES = ['/api', ''] as const;
