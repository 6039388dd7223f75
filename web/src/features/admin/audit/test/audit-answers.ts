/** An audit record as the gateway answers one (every field of AuditEntryFields). */
export function auditEntry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AuditEntry',
    id,
    createdAt: '2026-11-24T12:35:00.000Z',
    actor: { __typename: 'AdminActor', id: '1', username: 'organiser1' },
    action: 'DEPOSIT_APPROVED',
    subjectType: 'TRANSACTION',
    subjectId: '12',
    tournamentId: null,
    tournamentName: null,
    playerId: '5',
    playerName: 'player5',
    summary: `Record ${id}`,
    reason: null,
    lines: [],
    ...overrides,
  };
}
