import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import { connect } from './support/live-client';
import { startLiveGateway } from './support/live-gateway';
import { type LiveUpstream, startLiveUpstream } from './support/live-upstream';

const ORGANISER = 1;
const RIYA = 3;
const CONSOLE = `subscription { consoleChanged { work counts { deposits withdrawals disputes total } } }`;

/** The organiser's waiting work, live: organisers only, whatever the event names. */
describe('consoleChanged', () => {
  let live: LiveUpstream;
  let gateway: TestGateway;
  const counts = { deposits: 2, withdrawals: 1, disputes: 0, total: 3 };
  const asked: (string | null)[] = [];

  beforeAll(async () => {
    live = await startLiveUpstream(
      http.get('*/api/admin/console-counts', ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return HttpResponse.json(counts);
      }),
    );
    gateway = await startLiveGateway(live);
  });
  afterAll(async () => {
    await gateway?.close();
    await live?.close();
  });

  it('pushes the counts now, then the counts and the kind of work each console event names', async () => {
    const token = await live.tokens.organiser(ORGANISER);
    const organiser = connect(gateway, token);
    try {
      const work = organiser.subscribe(CONSOLE);
      expect((await work.next()).data).toEqual({ consoleChanged: { work: null, counts } });
      expect(asked.at(-1)).toBe(`Bearer ${token}`);

      // A player's wallet event is not console work: nothing is pushed for it.
      live.stream.send({ kind: 'wallet.changed', userId: RIYA, subjectId: '12' });
      counts.deposits = 3;
      counts.total = 4;
      live.stream.send({ kind: 'console.changed', subjectId: 'deposit' });
      expect((await work.next()).data).toEqual({
        consoleChanged: { work: 'DEPOSIT', counts: { ...counts } },
      });
      counts.disputes = 1;
      counts.total = 5;
      live.stream.send({ kind: 'console.changed', subjectId: 'dispute' });
      expect((await work.next()).data?.consoleChanged).toEqual({
        work: 'DISPUTE',
        counts: { deposits: 3, withdrawals: 1, disputes: 1, total: 5 },
      });
    } finally {
      await organiser.close();
    }
  });

  it('refuses a player (FORBIDDEN) and a visitor (UNAUTHENTICATED), reading nothing', async () => {
    const before = asked.length;
    const player = connect(gateway, await live.tokens.player(RIYA));
    const visitor = connect(gateway);
    try {
      const refusedPlayer = await player.subscribe(CONSOLE).ended;
      expect(refusedPlayer.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      const refusedVisitor = await visitor.subscribe(CONSOLE).ended;
      expect(refusedVisitor.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect(asked.length).toBe(before);
    } finally {
      await Promise.all([player.close(), visitor.close()]);
    }
  });
});
