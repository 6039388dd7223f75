import { DEFAULT_PAID_ENTRY_MIN_AGE } from '#common/age';
import { DEFAULT_WITHHOLDING } from '#common/tax-withholding';
import type { Trx } from '../db/db';
import {
  type ComplianceValues,
  writeComplianceSettings,
} from '../features/compliance/compliance-repository';

/**
 * The demo's operator rules, so that `npm start` shows a declaration with a registration number,
 * a grievance officer in the footer and paid tournaments open for booking. Every name says it
 * is a demo; production seeds nothing and warns at start of what is missing (decision 048).
 */
export const DEMO_COMPLIANCE = {
  esportRegistrationNumber: 'DEMO-ESPORT-2026-001',
  grievanceOfficerName: 'Asha Rao (demo grievance officer)',
  grievanceOfficerEmail: 'grievance@ccl.example',
  grievanceOfficerPhone: '+91 90000 00000',
  escalationName: 'Online Gaming Authority of India (demo)',
  escalationContact: 'Write to appeals@oga.example (demo) if our answer does not settle it',
} as const;

/** Who funds the demo's prizes: the sponsor whose demo fundings fill their escrow. */
export const DEMO_PRIZE_SPONSOR = 'CCL Esports Demo';

export async function seedDemoCompliance(trx: Trx, now: Date): Promise<void> {
  const values: ComplianceValues = {
    ...DEMO_COMPLIANCE,
    requireRegistrationForPaid: true,
    prizeFundedApartFromFees: true,
    grievanceAckHours: 24,
    grievanceResolveDays: 15,
    tdsRateBps: DEFAULT_WITHHOLDING.rateBps,
    tdsThresholdPaise: DEFAULT_WITHHOLDING.thresholdPaise,
    paidEntryMinAge: DEFAULT_PAID_ENTRY_MIN_AGE,
  };
  await writeComplianceSettings(trx, values, null, now);
}
