/** The backend's JSON of complaints (decision 049) as msw answers it. */

export const OFFICER = {
  name: 'Asha Rao',
  email: 'grievance@ccl.example',
  phone: '+91 90000 00000',
};

const CASE = {
  number: 'GRV-2026-000042',
  category: 'payment',
  categoryLabel: 'A payment, refund or prize',
  subject: 'Prize not received',
  description: 'I finished first and the prize never reached my wallet.',
  status: 'closed_unresolved',
  statusLabel: 'Closed without a resolution',
  filedAt: '2026-05-04T06:30:00.000Z',
  acknowledgeBy: '2026-05-05T06:30:00.000Z',
  resolveBy: '2026-05-19T06:30:00.000Z',
  acknowledgedAt: '2026-05-04T08:00:00.000Z',
  resolvedAt: '2026-05-06T08:00:00.000Z',
  resolution: 'We cannot verify the match.',
  overdue: false,
  acknowledgedLate: false,
  resolvedLate: false,
  tournamentId: 41,
  tournamentName: 'Sunday Cup',
  disputeId: null,
};

export const ESCALATION = {
  name: 'Online Gaming Authority',
  contact: 'appeals@oga.example',
  line: 'If you are not satisfied, you may escalate to Online Gaming Authority: appeals@oga.example',
};

export const UPSTREAM_GRIEVANCE = {
  ...CASE,
  replies: [{ fromFiler: false, body: 'We are checking.', at: '2026-05-04T08:00:00.000Z' }],
  officer: OFFICER,
  escalation: ESCALATION,
};

export const UPSTREAM_ADMIN_GRIEVANCE = {
  ...CASE,
  id: 42,
  status: 'open',
  statusLabel: 'Received, waiting for acknowledgement',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  overdue: true,
  acknowledgedLate: true,
  filerName: 'Ravi Kumar',
  fromAccount: false,
  replyCount: 0,
  filerEmail: 'ravi.kumar@example.com',
  filerPhone: null,
  acknowledgedBy: null,
  resolvedBy: null,
  replies: [],
  escalation: null,
};

export const UPSTREAM_FILED = {
  number: 'GRV-2026-000043',
  status: 'open',
  filedAt: '2026-05-04T06:30:00.000Z',
  acknowledgeBy: '2026-05-05T06:30:00.000Z',
  resolveBy: '2026-05-19T06:30:00.000Z',
  officer: OFFICER,
};
