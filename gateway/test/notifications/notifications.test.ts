import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import type { UpstreamNotification } from '../../src/upstream/player-types';
import { PROFILE, testSigningKey } from '../upstream/upstream-fixtures';

/** The bell as the backend answers it: newest first, kinds in the enum's upper case. */
const ROOM_RELEASED: UpstreamNotification = {
  id: 23,
  kind: 'ROOM_RELEASED',
  message: 'The room of Monsoon Mayhem Cup is released: open IDP for the ID and password.',
  reason: null,
  tournamentId: 41,
  transactionId: null,
  createdAt: '2026-11-24T17:50:00.000Z',
  readAt: null,
};
const DEPOSIT_REJECTED: UpstreamNotification = {
  id: 21,
  kind: 'DEPOSIT_REJECTED',
  message: 'Your deposit of ₹100 was rejected.',
  reason: 'UTR not found in the statement',
  tournamentId: null,
  transactionId: 12,
  createdAt: '2026-11-24T10:00:00.000Z',
  readAt: '2026-11-24T10:30:00.000Z',
};
const READ_AT = '2026-11-24T18:00:00.000Z';

const BELL = `{
  viewer {
    notifications {
      unreadCount
      items { id kind message reason tournamentId transactionId createdAt read }
    }
  }
}`;
const NOTIFICATIONS = 'notifications { unreadCount items { id read } }';
const MARK_ONE = `mutation ($id: ID!) {
  markNotificationRead(id: $id) { errors { field code message } message ${NOTIFICATIONS} }
}`;
const MARK_ALL = `mutation {
  markAllNotificationsRead { errors { field code message } message ${NOTIFICATIONS} }
}`;

describe('the bell over the REST contract', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let token: string;
  let stored: UpstreamNotification[];

  const bell = () =>
    HttpResponse.json({
      unreadCount: stored.filter((row) => !row.readAt).length,
      notifications: stored,
    });

  beforeAll(async () => {
    const signing = await testSigningKey();
    token = await signing.sign({ sub: '3', role: 'player' });
    upstream = await startMswUpstream(
      http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks)),
      http.get('*/api/v1/profile/me', () => HttpResponse.json({ ...PROFILE, id: 3 })),
      http.get('*/api/notifications', bell),
      http.post('*/api/notifications/read-all', () => {
        stored = stored.map((row) => ({ ...row, readAt: row.readAt ?? READ_AT }));
        return bell();
      }),
      http.post('*/api/notifications/:id/read', ({ params }) => {
        if (!stored.some((row) => String(row.id) === params.id)) {
          return HttpResponse.json({ message: 'Notification not found' }, { status: 404 });
        }
        stored = stored.map((row) =>
          String(row.id) === params.id ? { ...row, readAt: row.readAt ?? READ_AT } : row,
        );
        return bell();
      }),
    );
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    stored = [ROOM_RELEASED, DEPOSIT_REJECTED];
    upstream.requests.length = 0;
  });

  const sentToken = (path: string) =>
    upstream.requests.find((request) => request.path === path)?.headers.authorization;

  it("reads the viewer's notifications with their token", async () => {
    const result = await gateway.graphql(BELL, {}, { token });
    expect(result.body).toEqual({
      data: {
        viewer: {
          notifications: {
            unreadCount: 1,
            items: [
              {
                id: '23',
                kind: 'ROOM_RELEASED',
                message: ROOM_RELEASED.message,
                reason: null,
                tournamentId: '41',
                transactionId: null,
                createdAt: '2026-11-24T17:50:00.000Z',
                read: false,
              },
              {
                id: '21',
                kind: 'DEPOSIT_REJECTED',
                message: 'Your deposit of ₹100 was rejected.',
                reason: 'UTR not found in the statement',
                tournamentId: null,
                transactionId: '12',
                createdAt: '2026-11-24T10:00:00.000Z',
                read: true,
              },
            ],
          },
        },
      },
    });
    expect(sentToken('/api/notifications')).toBe(`Bearer ${token}`);
  });

  it('reads kinds in the lower case the backend stores them in too', async () => {
    stored = [{ ...ROOM_RELEASED, kind: 'room_released' }];
    const result = await gateway.graphql(BELL, {}, { token });
    expect(result.body.data.viewer.notifications.items[0].kind).toBe('ROOM_RELEASED');
  });

  it('reads the match-night kinds the backend stores: a resolved dispute, an absent squad, check-in', async () => {
    stored = ['dispute_resolved', 'team_absent', 'checkin_open'].map((kind, index) => ({
      ...ROOM_RELEASED,
      id: 100 + index,
      kind,
    }));
    const result = await gateway.graphql(BELL, {}, { token });
    expect(
      result.body.data.viewer.notifications.items.map((item: { kind: string }) => item.kind),
    ).toEqual(['DISPUTE_RESOLVED', 'TEAM_ABSENT', 'CHECKIN_OPEN']);
  });

  it('answers a kind the schema does not know as an upstream error, not a wrong bell', async () => {
    stored = [{ ...ROOM_RELEASED, kind: 'MYSTERY_BOX' }];
    const result = await gateway.graphql(BELL, {}, { token });
    expect(result.body.errors?.map(({ path, extensions }) => [path, extensions?.code])).toEqual([
      [['viewer', 'notifications'], 'UPSTREAM_ERROR'],
    ]);
  });

  it('marks one notification read and answers the bell after it', async () => {
    const result = await gateway.graphql(MARK_ONE, { id: '23' }, { token });
    expect(result.body).toEqual({
      data: {
        markNotificationRead: {
          errors: [],
          message: null,
          notifications: {
            unreadCount: 0,
            items: [
              { id: '23', read: true },
              { id: '21', read: true },
            ],
          },
        },
      },
    });
    expect(sentToken('/api/notifications/23/read')).toBe(`Bearer ${token}`);
  });

  it("answers a notification that is not the viewer's as NOT_FOUND in the payload", async () => {
    const result = await gateway.graphql(MARK_ONE, { id: '99' }, { token });
    expect(result.body).toEqual({
      data: {
        markNotificationRead: {
          errors: [{ field: null, code: 'NOT_FOUND', message: 'Notification not found' }],
          message: 'Notification not found',
          notifications: null,
        },
      },
    });
  });

  it('marks every notification read', async () => {
    stored = [ROOM_RELEASED, { ...DEPOSIT_REJECTED, readAt: null }];
    const result = await gateway.graphql(MARK_ALL, {}, { token });
    expect(result.body.data.markAllNotificationsRead).toEqual({
      errors: [],
      message: null,
      notifications: {
        unreadCount: 0,
        items: [
          { id: '23', read: true },
          { id: '21', read: true },
        ],
      },
    });
    expect(sentToken('/api/notifications/read-all')).toBe(`Bearer ${token}`);
  });

  it('asks a visitor to sign in before marking anything, without calling the upstream', async () => {
    for (const [query, variables] of [
      [MARK_ONE, { id: '23' }],
      [MARK_ALL, {}],
    ] as const) {
      const result = await gateway.graphql(query, variables);
      expect(result.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
    expect(upstream.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
