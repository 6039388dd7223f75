// What grievance redressal offers the rest of the backend: the disputes' grievances and the
// records' read of every case filed in a span.
export {
  type DisputeFiled,
  fileDisputeGrievance,
  resolveDisputeGrievance,
} from './grievance-disputes';
export { type GrievanceRecord, grievancesBetween } from './grievance-records';
