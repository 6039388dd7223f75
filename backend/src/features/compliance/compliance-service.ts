import { rupeesToPaise } from '#common/money';
import { percentToBps } from '#common/validation/compliance';
import type { Mail } from '../../mail/mailer';
import { recordAudit } from '../../change/record-audit';
import { recordConsoleChange } from '../../change/record-event';
import type { ServiceDeps } from '../../service-deps';
import {
  createPasswordConfirmation,
  organiserNameOf,
  organisersToTell,
  usernameOf,
} from '../accounts/public';
import { auditFieldsOf, toPublicJson, toSettingsJson } from './compliance-json';
import { complianceChangedMail } from './compliance-mails';
import {
  type ComplianceValues,
  lockComplianceSettings,
  readComplianceSettings,
  writeComplianceSettings,
} from './compliance-repository';
import type { ComplianceSettingsInput } from './compliance-schemas';

export const COMPLIANCE_MESSAGES = {
  saved: 'Compliance settings saved',
  unchanged: 'Nothing changed: these are the settings already',
} as const;

const valuesOf = (input: ComplianceSettingsInput): ComplianceValues => ({
  esportRegistrationNumber: input.esportRegistrationNumber ?? null,
  requireRegistrationForPaid: input.requireRegistrationForPaid,
  prizeFundedApartFromFees: input.prizeFundedApartFromFees,
  grievanceOfficerName: input.grievanceOfficerName ?? null,
  grievanceOfficerEmail: input.grievanceOfficerEmail ?? null,
  grievanceOfficerPhone: input.grievanceOfficerPhone ?? null,
  grievanceAckHours: input.grievanceAckHours,
  grievanceResolveDays: input.grievanceResolveDays,
  escalationName: input.escalationName ?? null,
  escalationContact: input.escalationContact ?? null,
  tdsRateBps: percentToBps(input.tdsRatePercent),
  tdsThresholdPaise: rupeesToPaise(input.tdsThreshold),
  paidEntryMinAge: input.paidEntryMinAge,
});

type Rules = ReturnType<typeof auditFieldsOf>;
const shown = (value: unknown) => (value === null ? 'not set' : String(value));

/** One line per rule that changed, e.g. "tdsRatePercent: 30 → 20". */
function changesOf(before: Rules, after: Rules): string[] {
  return (Object.keys(after) as (keyof Rules)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
}

/**
 * The operator's rules (decision 048): one row, read by everyone it concerns, changed only by an
 * organiser who gives their password again. A change is audited with before and after and a
 * console event in its transaction, and mailed to every organiser once committed.
 */
export function createComplianceService({ db, mailQueue, clock = () => new Date() }: ServiceDeps) {
  const confirmPassword = createPasswordConfirmation(db);

  async function settings() {
    const row = await readComplianceSettings(db);
    return toSettingsJson(row, await usernameOf(db, row.updatedBy));
  }

  return {
    publicInfo: async () => toPublicJson(await readComplianceSettings(db)),

    settings,

    async setSettings(organiserId: number, input: ComplianceSettingsInput) {
      await confirmPassword(organiserId, input.password);
      const next = valuesOf(input);
      const mails = await db.transaction().execute(async (trx): Promise<Mail[]> => {
        const before = await lockComplianceSettings(trx);
        const at = clock();
        const after = { ...next, updatedBy: organiserId, updatedAt: at };
        const changes = changesOf(auditFieldsOf(before), auditFieldsOf(after));
        if (!changes.length) return [];
        await writeComplianceSettings(trx, next, organiserId, at);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'COMPLIANCE_SETTINGS_UPDATED',
          subjectId: 'compliance',
          summary: `Changed the compliance settings: ${changes.join('; ')}`,
          before: auditFieldsOf(before),
          after: auditFieldsOf(after),
        });
        await recordConsoleChange(trx, 'settings');
        const by = await organiserNameOf(trx, organiserId);
        return (await organisersToTell(trx)).map(({ email }) =>
          complianceChangedMail(email, { by, at, changes }),
        );
      });
      mailQueue.enqueue(mails);
      return {
        message: mails.length ? COMPLIANCE_MESSAGES.saved : COMPLIANCE_MESSAGES.unchanged,
        settings: await settings(),
      };
    },
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
