/** A case as the console's case page reads it (decision 049). */
export const adminGrievance = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminGrievance',
  id: '12',
  number: 'GRV-2026-000012',
  categoryLabel: 'A payment, refund or prize',
  subject: 'Refund not received',
  description: 'My entry fee was not refunded after the match was cancelled.',
  status: 'OPEN',
  statusLabel: 'Received, waiting for acknowledgement',
  filedAt: '2026-11-20T10:00:00.000Z',
  acknowledgeBy: '2026-11-22T10:00:00.000Z',
  resolveBy: '2026-12-20T10:00:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  overdue: true,
  tournamentName: null,
  disputeId: null,
  filerName: 'Asha Rao',
  fromAccount: false,
  replyCount: 0,
  filerEmail: 'asha@example.com',
  filerPhone: null,
  acknowledgedBy: null,
  resolvedBy: null,
  replies: [],
  escalation: null,
  ...overrides,
});

/** The same case once acknowledged. */
export const acknowledgedGrievance = () =>
  adminGrievance({
    status: 'ACKNOWLEDGED',
    statusLabel: 'Acknowledged, being looked into',
    acknowledgedAt: '2026-11-23T09:00:00.000Z',
    acknowledgedBy: 'demo_admin',
    overdue: false,
  });
