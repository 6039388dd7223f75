import { sql } from 'kysely';
import type { Db } from '../db/db';
import { type KeySealer, createKeySealer, isSealed } from './signing-key-sealing';

export interface StoredSigningKey {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

/** The token signing keys; private parts are sealed with SIGNING_KEY_SECRET on the way in. */
export function createSigningKeysRepository(db: Db, signingKeySecret: string) {
  const sealer: KeySealer = createKeySealer(signingKeySecret);
  const privateOf = (kid: string, stored: Record<string, unknown>) =>
    isSealed(stored) ? sealer.open(kid, stored) : stored;

  return {
    async newest(): Promise<StoredSigningKey | undefined> {
      const row = await db
        .selectFrom('signing_keys')
        .select(['kid', 'private_jwk', 'public_jwk'])
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          kid: row.kid,
          privateJwk: privateOf(row.kid, row.private_jwk),
          publicJwk: row.public_jwk,
        }
      );
    },

    /** Every key's public part: any of them may have signed a token still alive. */
    async publicKeys(): Promise<{ kid: string; publicJwk: Record<string, unknown> }[]> {
      const rows = await db.selectFrom('signing_keys').select(['kid', 'public_jwk']).execute();
      return rows.map((row) => ({ kid: row.kid, publicJwk: row.public_jwk }));
    },

    /** Two instances starting at once may both create a key; both keys stay valid. */
    async insert(key: StoredSigningKey): Promise<void> {
      await db
        .insertInto('signing_keys')
        .values({
          kid: key.kid,
          private_jwk: JSON.stringify(sealer.seal(key.kid, key.privateJwk)),
          public_jwk: JSON.stringify(key.publicJwk),
        })
        .onConflict((oc) => oc.column('kid').doNothing())
        .execute();
    },

    /** Seals the private parts stored in clear before they were encrypted; answers how many. */
    async sealPlainKeys(): Promise<number> {
      const rows = await db.selectFrom('signing_keys').select(['kid', 'private_jwk']).execute();
      const plain = rows.filter((row) => !isSealed(row.private_jwk));
      for (const row of plain) {
        await db
          .updateTable('signing_keys')
          .set({ private_jwk: JSON.stringify(sealer.seal(row.kid, row.private_jwk)) })
          .where('kid', '=', row.kid)
          // Another copy sealing the same row at once: its sealed value stands.
          .where(sql`private_jwk ->> 'sealed'`, 'is', null)
          .execute();
      }
      return plain.length;
    },

    /**
     * Deletes, whole, every key a newer one replaced before `replacedBefore`: it has signed
     * nothing since, and what it signed has expired. Answers how many.
     */
    async deleteReplacedBefore(replacedBefore: Date): Promise<number> {
      const deleted = await db
        .deleteFrom('signing_keys as old')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('signing_keys as newer')
              .select('newer.kid')
              .whereRef('newer.created_at', '>', 'old.created_at')
              .where('newer.created_at', '<', replacedBefore),
          ),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}

export type SigningKeysRepository = ReturnType<typeof createSigningKeysRepository>;
