import { HttpResponse, graphql } from 'msw';

/** The grievance officer as the gateway answers it; every field null by default. */
export const grievanceOfficerData = (officer: Record<string, unknown> = {}) => ({
  compliance: {
    __typename: 'ComplianceInfo',
    grievanceOfficer: {
      __typename: 'GrievanceOfficer',
      name: null,
      email: null,
      phone: null,
      ...officer,
    },
  },
});

/** Every test's default: no grievance officer set, so no page names one. */
export const noGrievanceOfficerHandler = graphql.query('SiteGrievanceOfficer', () =>
  HttpResponse.json({ data: grievanceOfficerData() }),
);
