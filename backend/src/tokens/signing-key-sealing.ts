import { ConfigError } from '#common/env';
import { type Sealed, createAeadSealer } from './aead-sealing';

/**
 * A signing key's private part as the database keeps it: AES-256-GCM under a key derived from
 * SIGNING_KEY_SECRET, bound to its kid, so a backup alone cannot mint tokens (decision 030).
 */
export interface SealedJwk extends Sealed {
  sealed: 'A256GCM';
}

export const isSealed = (stored: Record<string, unknown>): boolean => stored.sealed === 'A256GCM';

export const WRONG_SIGNING_KEY_SECRET =
  'SIGNING_KEY_SECRET does not open the signing keys stored in the database: start with the value they were encrypted with';

export function createKeySealer(secret: string) {
  const sealer = createAeadSealer(secret, { salt: 'ccl-signing-keys', info: 'private-jwk' });

  return {
    seal(kid: string, jwk: Record<string, unknown>): SealedJwk {
      return { sealed: 'A256GCM', ...sealer.seal(kid, JSON.stringify(jwk)) };
    },

    /** The private JWK; a key sealed under another secret stops the start with what to fix. */
    open(kid: string, stored: Record<string, unknown>): Record<string, unknown> {
      try {
        return JSON.parse(sealer.open(kid, stored as unknown as SealedJwk)) as Record<
          string,
          unknown
        >;
      } catch {
        throw new ConfigError([WRONG_SIGNING_KEY_SECRET]);
      }
    },
  };
}

export type KeySealer = ReturnType<typeof createKeySealer>;
