import { useRecordsQuery } from '../../../../generated/admin';

/** The records of IST days [from, to], fetched again each time the page asks. */
export const useRecords = (range: { from: string; to: string }) =>
  useRecordsQuery({ variables: range, fetchPolicy: 'cache-and-network' });
