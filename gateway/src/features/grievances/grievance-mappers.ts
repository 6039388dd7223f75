import type {
  AdminGrievance,
  FileGrievanceInput,
  FiledGrievance,
  Grievance,
  GrievanceCategory,
  GrievanceReply,
  GrievanceStatus,
} from '../../generated/resolvers-types';
import type {
  UpstreamAdminGrievance,
  UpstreamFiledGrievance,
  UpstreamGrievance,
  UpstreamGrievanceReply,
} from '../../upstream/grievance-types';

/** The backend's complaints as the schema shows them: enums in capitals, ids as text. */

const categoryOf = (category: string) => category.toUpperCase() as GrievanceCategory;
const statusOf = (status: string) => status.toUpperCase() as GrievanceStatus;
const idOrNull = (id: number | null | undefined) =>
  id === null || id === undefined ? null : String(id);

const replyOf = (reply: UpstreamGrievanceReply): GrievanceReply => ({
  fromFiler: reply.fromFiler,
  author: reply.author ?? null,
  body: reply.body,
  at: reply.at,
});

type Case = UpstreamGrievance | UpstreamAdminGrievance;

function caseOf(g: Case) {
  return {
    number: g.number,
    category: categoryOf(g.category),
    categoryLabel: g.categoryLabel,
    subject: g.subject,
    description: g.description,
    status: statusOf(g.status),
    statusLabel: g.statusLabel,
    filedAt: g.filedAt,
    acknowledgeBy: g.acknowledgeBy,
    resolveBy: g.resolveBy,
    acknowledgedAt: g.acknowledgedAt,
    resolvedAt: g.resolvedAt,
    resolution: g.resolution,
    overdue: g.overdue,
    acknowledgedLate: g.acknowledgedLate,
    resolvedLate: g.resolvedLate,
    tournamentId: idOrNull(g.tournamentId),
    tournamentName: g.tournamentName,
    disputeId: idOrNull(g.disputeId),
  };
}

export const grievanceOf = (g: UpstreamGrievance): Grievance => ({
  ...caseOf(g),
  replies: g.replies.map(replyOf),
  officer: g.officer,
  escalation: g.escalation,
});

export const adminGrievanceOf = (g: UpstreamAdminGrievance): AdminGrievance => ({
  ...caseOf(g),
  id: String(g.id),
  filerName: g.filerName,
  fromAccount: g.fromAccount,
  replyCount: g.replyCount,
  filerEmail: g.filerEmail ?? null,
  filerPhone: g.filerPhone ?? null,
  acknowledgedBy: g.acknowledgedBy ?? null,
  resolvedBy: g.resolvedBy ?? null,
  replies: (g.replies ?? []).map(replyOf),
  escalation: g.escalation ?? null,
});

export const filedGrievanceOf = (filed: UpstreamFiledGrievance): FiledGrievance => ({
  ...filed,
  status: statusOf(filed.status),
});

/** The form as the shared rule and the backend read it: empty contacts left out. */
export const grievanceBody = (input: FileGrievanceInput) => ({
  category: input.category.toLowerCase(),
  subject: input.subject,
  description: input.description,
  name: input.name,
  ...(input.email?.trim() ? { email: input.email } : {}),
  ...(input.phone?.trim() ? { phone: input.phone } : {}),
  ...(input.tournamentId ? { tournamentId: Number(input.tournamentId) } : {}),
});
