import { AGE_MESSAGES } from '#common/age';
import { conflict, notFound, unauthenticated } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { maskedPan, createPanSealer } from './pan-sealing';
import type { DateOfBirthInput, PanInput } from './tax-details-schemas';
import { createTaxIdRepository } from './tax-id-repository';

export const TAX_DETAILS_TEXTS = {
  panSaved: 'PAN saved: only its last four characters are shown from now on',
  noPan: 'You have not given your PAN yet',
  dateOfBirthSaved: 'Date of birth saved',
} as const;

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * A player's own tax details (issue 24): the PAN, asked before a prize that has tax withheld,
 * which they may correct (the row keeps when it last changed); and the date of birth, asked
 * once for paid entry, which only support corrects.
 */
export function createTaxDetailsService({ db, config }: ServiceDeps) {
  const taxIds = createTaxIdRepository(db);
  const sealer = createPanSealer(config.signingKeySecret);

  return {
    async pan(userId: number) {
      const stored = await taxIds.findPan(userId);
      if (!stored) throw notFound(TAX_DETAILS_TEXTS.noPan);
      return {
        panMasked: maskedPan(stored.panLast4),
        nameOnPan: stored.nameOnPan,
        updatedAt: stored.updatedAt.toISOString(),
      };
    },

    async setPan(userId: number, input: PanInput) {
      const panLast4 = input.pan.slice(-4);
      const updatedAt = await db.transaction().execute((trx) =>
        taxIds.savePan(trx, userId, {
          panSealed: sealer.seal(userId, input.pan),
          panLast4,
          nameOnPan: input.nameOnPan,
        }),
      );
      return {
        message: TAX_DETAILS_TEXTS.panSaved,
        pan: {
          panMasked: maskedPan(panLast4),
          nameOnPan: input.nameOnPan,
          updatedAt: updatedAt.toISOString(),
        },
      };
    },

    async setDateOfBirth(userId: number, input: DateOfBirthInput) {
      await db.transaction().execute(async (trx) => {
        if (await taxIds.setDateOfBirthOnce(trx, userId, input.dateOfBirth)) return;
        if (!(await taxIds.userExists(trx, userId))) throw unauthenticated(SESSION_EXPIRED);
        throw conflict(AGE_MESSAGES.alreadyRecorded, 'dateOfBirth');
      });
      return { message: TAX_DETAILS_TEXTS.dateOfBirthSaved, dateOfBirth: input.dateOfBirth };
    },
  };
}

export type TaxDetailsService = ReturnType<typeof createTaxDetailsService>;
