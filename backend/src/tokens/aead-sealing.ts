import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under a key derived by HKDF-SHA256 from one of the backend's secrets (decision
 * 030). Each use names its own salt and `info`, so the signing keys and the players' PANs are
 * sealed under different keys from the one secret; the associated data binds a sealed value to
 * its row, so it cannot be copied onto another.
 */
export interface Sealed {
  iv: string;
  tag: string;
  data: string;
}

export function createAeadSealer(secret: string, use: { salt: string; info: string }) {
  const key = Buffer.from(hkdfSync('sha256', secret, use.salt, use.info, 32));

  return {
    seal(associated: string, plaintext: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(associated));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return {
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },

    /** The plaintext; throws when the secret, the associated data or the bytes differ. */
    open(associated: string, { iv, tag, data }: Sealed): string {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(associated))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type AeadSealer = ReturnType<typeof createAeadSealer>;
