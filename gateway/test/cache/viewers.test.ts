import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway-server';
import {
  BOOKED_PLAYER,
  type PublicUpstream,
  TOURNAMENT,
  startCachingGateway,
  startPublicUpstream,
} from './support/public-upstream';

/** The details screen's query: public fields and the viewer's booking. */
const DETAILS = /* GraphQL */ `
  query TournamentDetails($id: ID!) {
    tournament(id: $id, kind: NORMAL) {
      id
      name
      slotsAvailable
      viewerBooking {
        booked
      }
    }
  }
`;
/** The list with a viewer's field in each card. */
const LIST_WITH_BOOKING = `{ tournaments { id viewerBooking { booked } } }`;
const WALLET = `{ viewer { id wallet { balance { rupees } } } }`;
const OTHER_PLAYER = 4;

describe("the public-read cache never hands a viewer's answer to another", () => {
  let backend: PublicUpstream;
  let gateway: TestGateway;
  let booked: string;
  let other: string;

  beforeAll(async () => {
    backend = await startPublicUpstream();
    gateway = await startCachingGateway(backend);
    [booked, other] = await Promise.all([
      backend.player(BOOKED_PLAYER),
      backend.player(OTHER_PLAYER),
    ]);
  });
  afterAll(async () => {
    await gateway?.close();
    await backend?.close();
  });

  const bookedAs = async (query: string, token?: string) => {
    const result = await gateway.graphql(query, { id: String(TOURNAMENT) }, { token });
    expect(result.body.errors).toBeUndefined();
    const tournament = result.body.data.tournament ?? result.body.data.tournaments[0];
    return tournament.viewerBooking.booked as boolean;
  };

  it('answers two players asking the same query each with their own booking', async () => {
    const checks = () => backend.reads(`/api/bookings/isBooked/${TOURNAMENT}`);
    const before = checks();
    const answers = [];
    for (const token of [booked, other, booked, other]) {
      answers.push(await bookedAs(DETAILS, token));
    }
    expect(answers).toEqual([true, false, true, false]);
    // Each player's answer was read for them, every time.
    expect(checks() - before).toBe(4);
  });

  it("gives visitors the visitors' answer, cached, and players still their own", async () => {
    // A player asks first: a visitor after them is not shown the player's booking.
    expect(await bookedAs(DETAILS, booked)).toBe(true);
    expect(await bookedAs(DETAILS)).toBe(false);
    const reads = backend.reads(`/api/tourney/tournament/${TOURNAMENT}`);
    expect(await bookedAs(DETAILS)).toBe(false);
    expect(backend.reads(`/api/tourney/tournament/${TOURNAMENT}`)).toBe(reads);

    // With the visitors' answer cached, each player is still answered for themself.
    expect(await bookedAs(DETAILS, booked)).toBe(true);
    expect(await bookedAs(DETAILS, other)).toBe(false);
  });

  it("never lets a visitor's cached list stand for a player's", async () => {
    expect(await bookedAs(LIST_WITH_BOOKING)).toBe(false);
    const reads = backend.reads('/api/tourney/tournaments');
    expect(await bookedAs(LIST_WITH_BOOKING)).toBe(false);
    expect(backend.reads('/api/tourney/tournaments')).toBe(reads);

    expect(await bookedAs(LIST_WITH_BOOKING, booked)).toBe(true);
    expect(await bookedAs(LIST_WITH_BOOKING)).toBe(false);
  });

  it("answers each player's wallet with their own, and a visitor with none", async () => {
    const walletOf = async (token?: string) =>
      (await gateway.graphql(WALLET, {}, { token })).body.data.viewer;
    expect(await walletOf(booked)).toEqual({
      id: String(BOOKED_PLAYER),
      wallet: { balance: { rupees: '300.00' } },
    });
    expect(await walletOf(other)).toEqual({
      id: String(OTHER_PLAYER),
      wallet: { balance: { rupees: '400.00' } },
    });
    expect(await walletOf(booked)).toEqual({
      id: String(BOOKED_PLAYER),
      wallet: { balance: { rupees: '300.00' } },
    });
    expect(await walletOf()).toBeNull();
  });

  it('tells browsers and CDNs to keep nothing that depends on the viewer', async () => {
    for (const token of [undefined, booked]) {
      const details = await gateway.graphql(DETAILS, { id: String(TOURNAMENT) }, { token });
      expect(details.headers.get('cache-control')).toBe('no-store');
    }
    const wallet = await gateway.graphql(WALLET, {}, { token: booked });
    expect(wallet.headers.get('cache-control')).toBe('no-store');
    // The public list may be kept, whoever asked for it.
    const list = await gateway.graphql('{ tournaments { id name } }', {}, { token: booked });
    expect(list.headers.get('cache-control')).toBe('public, max-age=5');
  });
});
