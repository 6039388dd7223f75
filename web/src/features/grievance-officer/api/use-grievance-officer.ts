import { useSiteGrievanceOfficerQuery } from '../../../generated/grievance-officer';

export interface GrievanceOfficer {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The operator's grievance officer, or null while none is named (or the read has not come):
 * the footer, About and Contact show an officer only once the operator has set one.
 */
export function useGrievanceOfficer(): GrievanceOfficer | null {
  const { data } = useSiteGrievanceOfficerQuery();
  const officer = data?.compliance.grievanceOfficer;
  if (!officer?.name) return null;
  return { name: officer.name, email: officer.email ?? null, phone: officer.phone ?? null };
}
