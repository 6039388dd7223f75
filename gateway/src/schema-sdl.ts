import { readFileSync } from 'node:fs';

/** The contract with the web app, read from the repository's schema.graphql. */
export const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
