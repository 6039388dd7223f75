/**
 * What a production platform still lacks of the operator's rules (issue 24): the settings a
 * player or the records need that no default can give. One list, worded once, for the backend's
 * startup warning, its settings answer and the console.
 */

export interface ComplianceFacts {
  esportRegistrationNumber: string | null;
  requireRegistrationForPaid: boolean;
  grievanceOfficerName: string | null;
  grievanceOfficerEmail: string | null;
  grievanceOfficerPhone: string | null;
}

export const MISSING_SETTINGS = {
  registrationNumber: 'E-sport registration number',
  officerName: "Grievance officer's name",
  officerEmail: "Grievance officer's e-mail",
  officerPhone: "Grievance officer's phone",
} as const;

const blank = (value: string | null) => value === null || value.trim() === '';

/**
 * The settings still unset, in the order the console's form asks them. The registration number
 * is missing only while paid tournaments need one: an operator who turned that rule off has
 * decided, with their lawyer, that they do not.
 */
export function missingForProduction(facts: ComplianceFacts): string[] {
  const missing: string[] = [];
  if (facts.requireRegistrationForPaid && blank(facts.esportRegistrationNumber)) {
    missing.push(MISSING_SETTINGS.registrationNumber);
  }
  if (blank(facts.grievanceOfficerName)) missing.push(MISSING_SETTINGS.officerName);
  if (blank(facts.grievanceOfficerEmail)) missing.push(MISSING_SETTINGS.officerEmail);
  if (blank(facts.grievanceOfficerPhone)) missing.push(MISSING_SETTINGS.officerPhone);
  return missing;
}
