import {
  type TestUser,
  createAdmin,
  createUser,
  fundWallet,
} from '../../../backend/test/support/fixtures';
import { fundPrizePool } from '../../../backend/test/support/escrow';
import type { CallResult, TestServer } from '../../../backend/test/support/test-server';

/**
 * Sets the stage in the real backend the way the organiser and players would: the admin REST
 * creates tournaments, posts results and releases rooms; players book through the REST API.
 * What a test is about then goes through the gateway's GraphQL.
 */

const HOUR = 3600_000;

let teamSequence = 0;
/** A team name no other test's team has (team names are unique per tournament, max 40). */
export const teamName = (label = 'Squad') => `${label} ${(teamSequence += 1)}`;

async function ok(result: Promise<CallResult>): Promise<CallResult> {
  const answer = await result;
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`stage call failed: ${answer.status} ${answer.text}`);
  }
  return answer;
}

export interface TournamentFields {
  kind?: 'normal' | 'special';
  tournName?: string;
  title?: string;
  bannerLink?: string;
  tournPp?: number;
  entryFee?: number;
  totalSlots?: number;
  matchesCount?: number;
  tournType?: string;
  gameMode?: string;
  /** Hours from now; registration is open from an hour ago until the start. */
  startsInHours?: number;
  status?: 'upcoming' | 'live' | 'completed' | 'cancelled';
  orgBy?: string;
  discordLink?: string;
  liveLink?: string;
  teamSize?: number;
}

export interface Stage {
  backend: TestServer;
  admin: TestUser;
  /** Creates a tournament through POST /api/admin/tournaments; answers its id. */
  tournament(fields?: TournamentFields): Promise<number>;
  /** PATCH /api/admin/tournaments/{id}. */
  patch(id: number, patch: Record<string, unknown>): Promise<void>;
  /** A new player with a token, with rupees in the wallet when asked. */
  player(rupees?: number): Promise<TestUser>;
  /** POST /api/bookings/slot for a squad of four; answers the team name. */
  bookSlot(player: TestUser, tournamentId: number, name?: string): Promise<string>;
  /** POST teams/create; answers the team code. */
  createTeam(player: TestUser, tournamentId: number, name?: string): Promise<string>;
  /** POST teams/join with a code. */
  joinTeam(player: TestUser, tournamentId: number, teamCode: string): Promise<void>;
  /** POST /api/admin/tournaments/{id}/results for one match. */
  results(id: number, matchId: number, rows: ResultRowFields[]): Promise<void>;
  /** PUT /api/admin/tournaments/{id}/room, released at once (not 10 minutes before the start). */
  room(id: number, roomId: string, roomPassword: string): Promise<void>;
}

export interface ResultRowFields {
  teamName: string;
  kills?: [number, number, number, number];
  postionPoints?: number;
  booyah?: 0 | 1;
  matchParticipated?: 0 | 1;
}

export async function createStage(backend: TestServer): Promise<Stage> {
  const admin = await createAdmin(backend);
  const asAdmin = (method: string, url: string, body: unknown) =>
    ok(backend.call(method, url, { token: admin.token, body }));

  return {
    backend,
    admin,
    async tournament(fields = {}) {
      const { startsInHours = 24, ...rest } = fields;
      const now = Date.now();
      const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
      const created = await asAdmin('POST', '/api/admin/tournaments', {
        kind: 'normal',
        tournName: `Cup ${teamName('T')}`,
        tournPp: 1000,
        entryFee: 0,
        totalSlots: 12,
        matchesCount: 3,
        tournStart: at(startsInHours),
        // Open for bookings now when the start is ahead.
        regStart: at(Math.min(-1, startsInHours - 2)),
        regEnd: at(Math.min(startsInHours, 0.5)),
        ...rest,
      });
      const id = created.body.tournId as number;
      // A paid one opens as an organiser opens it: a registration number, a funded pool.
      if (!created.body.registrationOpen && created.body.status === 'upcoming') {
        await backend.db
          .updateTable('compliance_settings')
          .set({ esport_registration_number: 'TEST-ESPORT-0001' })
          .execute();
        const poolPaise = Math.round(Number(created.body.tournPp) * 100);
        if (poolPaise > 0) await fundPrizePool(backend, id, poolPaise);
        await asAdmin('POST', `/api/admin/tournaments/${id}/open-registration`, undefined);
      }
      return id;
    },
    async patch(id, patch) {
      await asAdmin('PATCH', `/api/admin/tournaments/${id}`, patch);
    },
    async player(rupees = 0) {
      const user = await createUser(backend);
      if (rupees > 0) await fundWallet(backend, user.id, rupees);
      return user;
    },
    async bookSlot(player, tournamentId, name = teamName()) {
      await ok(
        backend.call('POST', '/api/bookings/slot', {
          token: player.token,
          body: {
            tournamentId,
            teamName: name,
            inGameName: `${player.username.slice(0, 20)}IGL`,
            player2: 'Second',
            player3: 'Third',
            player4: 'Fourth',
            whatsappNumber: '9876543210',
          },
        }),
      );
      return name;
    },
    async createTeam(player, tournamentId, name = teamName('Team')) {
      const created = await ok(
        backend.call('POST', 'teams/create', {
          token: player.token,
          body: {
            tournamentId,
            teamName: name,
            iglInGameName: 'Leader',
            whatsappNumber: '9876543210',
          },
        }),
      );
      return created.body.teamCode as string;
    },
    async joinTeam(player, tournamentId, teamCode) {
      await ok(
        backend.call('POST', 'teams/join', {
          token: player.token,
          body: { tournamentId, teamCode, playerInGameName: 'Joiner' },
        }),
      );
    },
    async results(id, matchId, rows) {
      await asAdmin('POST', `/api/admin/tournaments/${id}/results`, {
        matchId,
        rows: rows.map(({ teamName: name, kills = [0, 0, 0, 0], ...row }) => ({
          teamName: name,
          player1Kills: kills[0],
          player2Kills: kills[1],
          player3Kills: kills[2],
          player4Kills: kills[3],
          postionPoints: row.postionPoints ?? 0,
          ...(row.booyah !== undefined ? { booyah: row.booyah } : {}),
          ...(row.matchParticipated !== undefined
            ? { matchParticipated: row.matchParticipated }
            : {}),
        })),
      });
    },
    async room(id, roomId, roomPassword) {
      await asAdmin('PUT', `/api/admin/tournaments/${id}/room`, {
        roomId,
        roomPassword,
        releaseAt: new Date().toISOString(),
      });
    },
  };
}
