/** The backend's JSON about complaints (decision 049); categories and statuses in lower case. */

export interface UpstreamGrievanceReply {
  fromFiler: boolean;
  /** The organiser's name: the console's cases only. */
  author?: string | null;
  body: string;
  at: string;
}

export interface UpstreamGrievanceOfficer {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface UpstreamGrievanceEscalation {
  name: string;
  contact: string;
  line: string;
}

/** What both the filer's view and the console's carry. */
interface UpstreamGrievanceCase {
  number: string;
  category: string;
  categoryLabel: string;
  subject: string;
  description: string;
  status: string;
  statusLabel: string;
  filedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  resolution: string | null;
  overdue: boolean;
  acknowledgedLate: boolean;
  resolvedLate: boolean;
  tournamentId: number | null;
  tournamentName: string | null;
  disputeId: number | null;
}

/** GET /api/v1/grievances/{number} and each of /api/v1/grievances/mine. */
export interface UpstreamGrievance extends UpstreamGrievanceCase {
  replies: UpstreamGrievanceReply[];
  officer: UpstreamGrievanceOfficer;
  escalation: UpstreamGrievanceEscalation | null;
}

/** A line of GET /api/admin/grievances; the case (GET /api/admin/grievances/{id}) adds more. */
export interface UpstreamAdminGrievance extends UpstreamGrievanceCase {
  id: number;
  filerName: string;
  fromAccount: boolean;
  replyCount: number;
  filerEmail?: string | null;
  filerPhone?: string | null;
  acknowledgedBy?: string | null;
  resolvedBy?: string | null;
  replies?: UpstreamGrievanceReply[];
  escalation?: UpstreamGrievanceEscalation | null;
}

/** POST /api/v1/grievances (201). */
export interface UpstreamFiledGrievance {
  number: string;
  status: string;
  filedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  officer: UpstreamGrievanceOfficer;
}
