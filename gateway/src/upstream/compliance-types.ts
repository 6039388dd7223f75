/** The backend's JSON about the operator's rules and a tournament's registration (decision 048). */

/** GET /api/v1/compliance: what anyone may read. */
export interface UpstreamCompliance {
  esportRegistrationNumber: string | null;
  grievanceOfficer: { name: string | null; email: string | null; phone: string | null };
  grievanceAckHours: number;
  grievanceResolveDays: number;
  escalation: { name: string | null; contact: string | null };
  paidEntryMinAge: number;
}

/** GET /api/admin/compliance/settings: every rule (percent, rupees) and what is missing. */
export interface UpstreamComplianceSettings {
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
  tdsRatePercent: number;
  tdsThreshold: number;
  paidEntryMinAge: number;
  missing: string[];
  updatedBy: string | null;
  updatedAt: string;
}

/** PUT /api/admin/compliance/settings. */
export interface UpstreamComplianceChange {
  message: string;
  settings: UpstreamComplianceSettings;
}

/** GET /api/admin/tournaments/{id}/registration. */
export interface UpstreamRegistration {
  tournId: number;
  open: boolean;
  openedAt: string | null;
  registrationNumber: string | null;
  problems: string[];
}

/** A tournament's declaration, as the public tournament JSON carries it. */
export interface UpstreamDeclaration {
  gameTitle: string;
  gameTitleLabel: string;
  feePurpose: string;
  feePurposeLabel: string;
  prizeSource: string;
  prizeSourceLabel: string;
  sponsorName: string | null;
  registrationNumber: string | null;
  noStakes: string;
}
