import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStack, startStack } from '../support/gateway-server';
import { type Stage, createStage } from './tournament-stage';

const LIST = /* GraphQL */ `
  query List($search: String, $status: TournamentStatus, $kind: TournamentKind) {
    tournaments(search: $search, status: $status, kind: $kind) {
      id
      kind
      name
    }
  }
`;

describe('Query.tournaments: the list screen', () => {
  let stack: TestStack;
  let stage: Stage;
  const names = {
    alpha: 'Alpha Night Cup',
    bravo: 'Bravo Cup',
    charlie: 'Charlie Cup',
    special1: 'Creators Special One',
    special2: 'Creators Special Two',
  };

  beforeAll(async () => {
    stack = await startStack();
    stage = await createStage(stack.backend);
    await stage.tournament({ tournName: names.alpha, startsInHours: 10, title: 'Night LIVE show' });
    await stage.tournament({ tournName: names.bravo, startsInHours: 30, status: 'live' });
    await stage.tournament({ tournName: names.charlie, startsInHours: 20, status: 'completed' });
    await stage.tournament({ tournName: names.special1, startsInHours: 5, kind: 'special' });
    await stage.tournament({ tournName: names.special2, startsInHours: 40, kind: 'special' });
  });
  afterAll(() => stack?.close());

  const list = async (variables: Record<string, unknown> = {}) => {
    const result = await stack.gateway.graphql(LIST, variables);
    expect(result.body.errors).toBeUndefined();
    return (result.body.data.tournaments as { kind: string; name: string }[]).map(
      (tournament) => `${tournament.kind} ${tournament.name}`,
    );
  };

  it('lists special tournaments first by start descending, then normal ones newest first', async () => {
    expect(await list()).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
      `NORMAL ${names.bravo}`,
      `NORMAL ${names.charlie}`,
      `NORMAL ${names.alpha}`,
    ]);
  });

  it('searches normal tournaments in any text field, ignoring case; special ones always show', async () => {
    // 'live' is Bravo's status and part of Alpha's title.
    expect(await list({ search: 'live' })).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
      `NORMAL ${names.bravo}`,
      `NORMAL ${names.alpha}`,
    ]);
    expect(await list({ search: 'COMPLETED' })).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
      `NORMAL ${names.charlie}`,
    ]);
    expect(await list({ search: 'no such cup' })).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
    ]);
  });

  it('filters by kind and by status', async () => {
    expect(await list({ kind: 'SPECIAL' })).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
    ]);
    expect(await list({ kind: 'NORMAL', search: 'cup' })).toEqual([
      `NORMAL ${names.bravo}`,
      `NORMAL ${names.charlie}`,
      `NORMAL ${names.alpha}`,
    ]);
    expect(await list({ status: 'LIVE' })).toEqual([`NORMAL ${names.bravo}`]);
    expect(await list({ status: 'UPCOMING' })).toEqual([
      `SPECIAL ${names.special2}`,
      `SPECIAL ${names.special1}`,
      `NORMAL ${names.alpha}`,
    ]);
  });

  it('answers each listed tournament with its status and booking state', async () => {
    const result = await stack.gateway.graphql(/* GraphQL */ `
      {
        tournaments {
          name
          status
          bookingClosedReason
          viewerBooking {
            booked
            canBook
          }
        }
      }
    `);
    expect(result.body.errors).toBeUndefined();
    const byName = Object.fromEntries(
      (result.body.data.tournaments as { name: string }[]).map((t) => [t.name, t]),
    );
    expect(byName[names.bravo]).toEqual({
      name: names.bravo,
      status: 'LIVE',
      bookingClosedReason: null,
      viewerBooking: { booked: false, canBook: false },
    });
    expect(byName[names.charlie]).toMatchObject({
      status: 'COMPLETED',
      bookingClosedReason: 'COMPLETED',
    });
  });
});
