import { missingForProduction } from '#common/compliance-missing';
import { paiseToRupees } from '#common/money';
import { bpsToPercent } from '#common/validation/compliance';
import type { ComplianceSettings } from './compliance-repository';

/** The console's settings: every rule, rupees and percent at the edge, and what is unset. */
export const toSettingsJson = (settings: ComplianceSettings, updatedBy: string | null) => ({
  esportRegistrationNumber: settings.esportRegistrationNumber,
  requireRegistrationForPaid: settings.requireRegistrationForPaid,
  prizeFundedApartFromFees: settings.prizeFundedApartFromFees,
  grievanceOfficerName: settings.grievanceOfficerName,
  grievanceOfficerEmail: settings.grievanceOfficerEmail,
  grievanceOfficerPhone: settings.grievanceOfficerPhone,
  grievanceAckHours: settings.grievanceAckHours,
  grievanceResolveDays: settings.grievanceResolveDays,
  escalationName: settings.escalationName,
  escalationContact: settings.escalationContact,
  tdsRatePercent: bpsToPercent(settings.tdsRateBps),
  tdsThreshold: paiseToRupees(settings.tdsThresholdPaise),
  paidEntryMinAge: settings.paidEntryMinAge,
  missing: missingForProduction(settings),
  updatedBy,
  updatedAt: settings.updatedAt.toISOString(),
});

/** What anyone may read: whom to complain to, how fast, where next, and the paid-entry age. */
export const toPublicJson = (settings: ComplianceSettings) => ({
  esportRegistrationNumber: settings.esportRegistrationNumber,
  grievanceOfficer: {
    name: settings.grievanceOfficerName,
    email: settings.grievanceOfficerEmail,
    phone: settings.grievanceOfficerPhone,
  },
  grievanceAckHours: settings.grievanceAckHours,
  grievanceResolveDays: settings.grievanceResolveDays,
  escalation: { name: settings.escalationName, contact: settings.escalationContact },
  paidEntryMinAge: settings.paidEntryMinAge,
});

/** The audit's before and after: the rules as an organiser reads them. */
export const auditFieldsOf = (settings: ComplianceSettings) => {
  const {
    missing: _missing,
    updatedBy: _by,
    updatedAt: _at,
    ...rules
  } = toSettingsJson(settings, null);
  return rules;
};
