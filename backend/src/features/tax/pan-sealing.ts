import { createAeadSealer } from '../../tokens/aead-sealing';

/**
 * A PAN at rest (issue 24): AES-256-GCM under a key of its own derived from SIGNING_KEY_SECRET
 * (decision 030, `info` 'pan'), bound to the player's id, written `v1.iv.tag.data`. A database
 * backup alone never shows a PAN; only the quarterly report, for the tax return, opens it.
 */
export function createPanSealer(secret: string) {
  const sealer = createAeadSealer(secret, { salt: 'ccl-player-tax-ids', info: 'pan' });

  return {
    seal: (userId: number, pan: string): string => {
      const { iv, tag, data } = sealer.seal(String(userId), pan);
      return ['v1', iv, tag, data].join('.');
    },

    open: (userId: number, stored: string): string => {
      const [, iv = '', tag = '', data = ''] = stored.split('.');
      return sealer.open(String(userId), { iv, tag, data });
    },
  };
}

export type PanSealer = ReturnType<typeof createPanSealer>;

/** "XXXXXX234F": only the last four characters are ever shown. */
export const maskedPan = (last4: string): string => `XXXXXX${last4}`;
