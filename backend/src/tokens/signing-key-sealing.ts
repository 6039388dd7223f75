import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ConfigError } from '#common/env';

/**
 * A signing key's private part as the database keeps it: AES-256-GCM under a key derived from
 * SIGNING_KEY_SECRET, bound to its kid, so a backup alone cannot mint tokens (decision 030).
 */
export interface SealedJwk {
  sealed: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

export const isSealed = (stored: Record<string, unknown>): boolean => stored.sealed === 'A256GCM';

export const WRONG_SIGNING_KEY_SECRET =
  'SIGNING_KEY_SECRET does not open the signing keys stored in the database: start with the value they were encrypted with';

export function createKeySealer(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'ccl-signing-keys', 'private-jwk', 32));

  return {
    seal(kid: string, jwk: Record<string, unknown>): SealedJwk {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
      return {
        sealed: 'A256GCM',
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },

    /** The private JWK; a key sealed under another secret stops the start with what to fix. */
    open(kid: string, stored: Record<string, unknown>): Record<string, unknown> {
      const { iv, tag, data } = stored as unknown as SealedJwk;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(kid))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new ConfigError([WRONG_SIGNING_KEY_SECRET]);
      }
    },
  };
}

export type KeySealer = ReturnType<typeof createKeySealer>;
