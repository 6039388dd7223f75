import type { Db } from '../../db/database';

export interface StoredSigningKey {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

export function createSigningKeysRepository(db: Db) {
  return {
    async newest(): Promise<StoredSigningKey | undefined> {
      const row = await db
        .selectFrom('signing_keys')
        .select(['kid', 'private_jwk', 'public_jwk'])
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { kid: row.kid, privateJwk: row.private_jwk, publicJwk: row.public_jwk };
    },

    async all(): Promise<StoredSigningKey[]> {
      const rows = await db
        .selectFrom('signing_keys')
        .select(['kid', 'private_jwk', 'public_jwk'])
        .execute();
      return rows.map((row) => ({
        kid: row.kid,
        privateJwk: row.private_jwk,
        publicJwk: row.public_jwk,
      }));
    },

    /** Two instances starting at once may both create a key; both keys stay valid. */
    async insert(key: StoredSigningKey): Promise<void> {
      await db
        .insertInto('signing_keys')
        .values({
          kid: key.kid,
          private_jwk: JSON.stringify(key.privateJwk),
          public_jwk: JSON.stringify(key.publicJwk),
        })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute();
    },
  };
}

export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
