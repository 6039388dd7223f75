import { randomInt } from 'node:crypto';
import type { TestUser } from '../../../backend/test/support/fixtures';
import type { TestServer } from '../../../backend/test/support/test-server';
import type { GraphQLResult, TestGateway } from '../support/gateway-server';

/**
 * Stage setting for the organiser tests, done the way players do it: through the backend's own
 * HTTP routes (SPEC §7). What a test is about goes through the gateway.
 */

export async function bookSlot(
  backend: TestServer,
  player: TestUser,
  tournamentId: number,
  teamName: string,
): Promise<void> {
  const answer = await backend.call('POST', '/api/bookings/slot', {
    token: player.token,
    body: {
      tournamentId,
      teamName,
      inGameName: `${teamName} IGL`,
      player2: 'Second',
      player3: 'Third',
      player4: 'Fourth',
      whatsappNumber: '9876543210',
    },
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`booking failed: ${answer.status} ${answer.text}`);
  }
}

/** A pending deposit of `amount` rupees; its UTR. */
export async function requestDeposit(
  backend: TestServer,
  player: TestUser,
  amount: number,
): Promise<string> {
  const utr = `UTR${Date.now()}${randomInt(1_000_000)}`;
  const answer = await backend.call('POST', '/api/wallet/add-money', {
    token: player.token,
    body: { amount, transactionId: utr, bankUsername: player.username },
  });
  if (answer.status !== 200) throw new Error(`deposit failed: ${answer.status} ${answer.text}`);
  return utr;
}

export async function balanceOf(backend: TestServer, player: TestUser): Promise<unknown> {
  return (await backend.call('GET', '/api/wallet/balance', { token: player.token })).body;
}

/** The codes of a result's GraphQL errors. */
export const codesOf = (result: GraphQLResult) =>
  (result.body.errors ?? []).map((error) => error.extensions?.code);

/** An upcoming tournament's schedule, as the organiser's form sends it. */
export function schedule(days = 2) {
  const now = Date.now();
  const hour = 3_600_000;
  return {
    registrationOpensAt: new Date(now - hour).toISOString(),
    registrationClosesAt: new Date(now + days * 12 * hour).toISOString(),
    startsAt: new Date(now + days * 24 * hour).toISOString(),
  };
}

/** The fields of an audit record the organiser's screens show. */
export const AUDIT_FIELDS = `
  id createdAt action subjectType subjectId tournamentId playerId summary reason
  actor { id username }
  changes { field before after }
`;

export interface AuditRecord {
  id: string;
  createdAt: string;
  action: string;
  subjectType: string;
  subjectId: string;
  tournamentId: string | null;
  playerId: string | null;
  summary: string;
  reason: string | null;
  actor: { id: string; username: string };
  changes: { field: string; before: string | null; after: string | null }[];
}

/** The audit records matching `filter`, newest first, read through the gateway's audit screen. */
export async function auditThroughGateway(
  gateway: TestGateway,
  organiser: TestUser,
  filter: Record<string, string>,
): Promise<AuditRecord[]> {
  const result = await gateway.graphql(
    `query Audit($filter: AuditFilter) { admin { audit(filter: $filter) { entries { ${AUDIT_FIELDS} } } } }`,
    { filter },
    { token: organiser.token },
  );
  if (result.body.errors) throw new Error(`audit failed: ${JSON.stringify(result.body.errors)}`);
  return result.body.data.admin.audit.entries as AuditRecord[];
}

/** An audit record's changes as { field: [before, after] }, for compact assertions. */
export const changesOf = (record: Pick<AuditRecord, 'changes'>) =>
  Object.fromEntries(record.changes.map(({ field, before, after }) => [field, [before, after]]));

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /api/admin/banner as the console's upload field sends it. */
export function uploadBanner(
  gatewayUrl: string,
  token: string | undefined,
  options: { bytes?: Buffer; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(options.bytes ?? PNG)], { type: options.type ?? 'image/png' }),
    'banner.png',
  );
  return fetch(`${gatewayUrl}/api/admin/banner`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
