/** LIKE treats `%`, `_` and `\` specially; a user's text must match only itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern matching values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
