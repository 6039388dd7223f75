import type { Db, Trx } from '../../db/db';

/** The operator's rules as `compliance_settings` holds them (migration 015), amounts in paise. */
export interface ComplianceSettings {
  esportRegistrationNumber: string | null;
  requireRegistrationForPaid: boolean;
  prizeFundedApartFromFees: boolean;
  grievanceOfficerName: string | null;
  grievanceOfficerEmail: string | null;
  grievanceOfficerPhone: string | null;
  grievanceAckHours: number;
  grievanceResolveDays: number;
  escalationName: string | null;
  escalationContact: string | null;
  tdsRateBps: number;
  tdsThresholdPaise: number;
  paidEntryMinAge: number;
  updatedBy: number | null;
  updatedAt: Date;
}

const COLUMNS = [
  'esport_registration_number as esportRegistrationNumber',
  'require_registration_for_paid as requireRegistrationForPaid',
  'prize_funded_apart_from_fees as prizeFundedApartFromFees',
  'grievance_officer_name as grievanceOfficerName',
  'grievance_officer_email as grievanceOfficerEmail',
  'grievance_officer_phone as grievanceOfficerPhone',
  'grievance_ack_hours as grievanceAckHours',
  'grievance_resolve_days as grievanceResolveDays',
  'escalation_name as escalationName',
  'escalation_contact as escalationContact',
  'tds_rate_bps as tdsRateBps',
  'tds_threshold_paise as tdsThresholdPaise',
  'paid_entry_min_age as paidEntryMinAge',
  'updated_by as updatedBy',
  'updated_at as updatedAt',
] as const;

/** The one row of the operator's rules. Pass a transaction to read it where it will be used. */
export function readComplianceSettings(db: Db | Trx): Promise<ComplianceSettings> {
  return db.selectFrom('compliance_settings').select(COLUMNS).executeTakeFirstOrThrow();
}

/** The row locked until the change commits, so two changes at once take turns. */
export function lockComplianceSettings(trx: Trx): Promise<ComplianceSettings> {
  return trx
    .selectFrom('compliance_settings')
    .select(COLUMNS)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The settings as the console's form writes them (every column but who and when). */
export type ComplianceValues = Omit<ComplianceSettings, 'updatedBy' | 'updatedAt'>;

export function writeComplianceSettings(
  trx: Trx,
  values: ComplianceValues,
  by: number | null,
  at: Date,
): Promise<unknown> {
  return trx
    .updateTable('compliance_settings')
    .set({
      esport_registration_number: values.esportRegistrationNumber,
      require_registration_for_paid: values.requireRegistrationForPaid,
      prize_funded_apart_from_fees: values.prizeFundedApartFromFees,
      grievance_officer_name: values.grievanceOfficerName,
      grievance_officer_email: values.grievanceOfficerEmail,
      grievance_officer_phone: values.grievanceOfficerPhone,
      grievance_ack_hours: values.grievanceAckHours,
      grievance_resolve_days: values.grievanceResolveDays,
      escalation_name: values.escalationName,
      escalation_contact: values.escalationContact,
      tds_rate_bps: values.tdsRateBps,
      tds_threshold_paise: values.tdsThresholdPaise,
      paid_entry_min_age: values.paidEntryMinAge,
      updated_by: by,
      updated_at: at,
    })
    .execute();
}
