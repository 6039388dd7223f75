import { useTaxWithholdingReportQuery } from '../../../../generated/admin';

/** One quarter's tax withheld, asked again each time the page shows it. */
export const useTaxReport = (quarter: string) =>
  useTaxWithholdingReportQuery({ variables: { quarter }, fetchPolicy: 'cache-and-network' });
