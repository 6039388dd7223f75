/** The byline when a blog names no author (SPEC §2; the schema's `Blog.author` is then null). */
export const DEFAULT_AUTHOR = 'Agent';

export const authorOf = (author: string | null | undefined): string => author ?? DEFAULT_AUTHOR;
