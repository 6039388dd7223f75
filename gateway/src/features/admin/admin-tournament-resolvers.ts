import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type {
  UpstreamAdminTournament,
  UpstreamCancellation,
  UpstreamConsoleCounts,
  UpstreamMatchSheet,
  UpstreamParticipantTeam,
  UpstreamStatusPreview,
  UpstreamToday,
} from '../../upstream/admin-types';
import { idOf } from '../tournaments/public';
import { readOrNull } from '../../loaders';
import { requireAdmin } from '../../auth/require-admin';
import { moneyFromRupees } from '../wallet/public';
import { auditHistory } from './admin-audit-resolvers';
import { call, readTournament, tournamentOf } from './admin-calls';
import {
  inputFieldsOf,
  resultRowBody,
  tournamentCreateBody,
  tournamentPatchBody,
} from './admin-inputs';
import { adminRoomOf, teamStatusOf, tournamentSourceOf } from './admin-mappers';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { teamStatusErrors } from './admin-rules';

interface Message {
  message?: string | null;
}

/** The tournament's reads, each once per request however many fields ask for it. */
const participantsOf = (ctx: GatewayContext, id: string) =>
  ctx.loaders.read<UpstreamParticipantTeam[]>('adminParticipants', { id });

/** Today, the tournament list and the match desk; tournaments, rooms, results and teams. */
export const adminTournamentResolvers: Resolvers = {
  Query: {
    consoleCounts: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.loaders.read<UpstreamConsoleCounts>('adminConsoleCounts');
    },
  },

  AdminQuery: {
    today: (_parent, _args, ctx) => ctx.loaders.read<UpstreamToday>('adminToday'),
    tournaments: (_parent, { status }, ctx) =>
      ctx.loaders.read<UpstreamAdminTournament[]>('adminTournaments', undefined, {
        status: status?.toLowerCase(),
      }),
    tournament: (_parent, { id }, ctx) =>
      readOrNull<UpstreamAdminTournament>(ctx, 'adminTournament', { id }),
    participants: (_parent, { tournamentId }, ctx) => participantsOf(ctx, tournamentId),
  },

  Mutation: {
    createTournament: (_parent, { input }, ctx) => {
      const { body, errors } = tournamentCreateBody(input);
      return runOrganiserMutation(
        ctx,
        { refusals: errors, inputFields: inputFieldsOf },
        async () => ({
          tournament: await tournamentOf(ctx, 'adminCreateTournament', { body }, input.kind),
        }),
      );
    },
    updateTournament: (_parent, { id, patch }, ctx) => {
      const { body, errors } = tournamentPatchBody(patch);
      return runOrganiserMutation(
        ctx,
        { refusals: errors, inputFields: inputFieldsOf },
        async () => ({
          tournament: await tournamentOf(ctx, 'adminUpdateTournament', { params: { id }, body }),
        }),
      );
    },
    publishRoom: (_parent, { tournamentId, roomId, password, releaseAt }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => ({
        tournament: await tournamentOf(ctx, 'adminPublishRoom', {
          params: { id: tournamentId },
          body: { roomId, roomPassword: password, ...(releaseAt ? { releaseAt } : {}) },
        }),
      })),
    postResults: (_parent, { tournamentId, matchNumber, rows }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => {
        const saved = await call<Message>(ctx, 'adminPostResults', {
          params: { id: tournamentId },
          body: { matchId: matchNumber, rows: rows.map(resultRowBody) },
        });
        // The sheet changed the standings: read the tournament afresh.
        ctx.loaders.clear();
        return {
          message: saved.message ?? null,
          tournament: await readTournament(ctx, tournamentId),
        };
      }),
    setTeamStatus: (_parent, { tournamentId, teamId, status, reason }, ctx) => {
      const errors = teamStatusErrors(status, reason);
      return runOrganiserMutation(
        ctx,
        { refusals: errors, inputFields: inputFieldsOf },
        async () => ({
          team: await call<UpstreamParticipantTeam>(ctx, 'adminSetTeamStatus', {
            params: { id: tournamentId, teamId },
            body: { status: status.toLowerCase(), ...(reason ? { reason } : {}) },
          }),
        }),
      );
    },
  },

  AdminTournament: {
    id: (tournament) => idOf(tournament),
    tournament: (tournament) => tournamentSourceOf(tournament, 'NORMAL'),
    teamSize: (tournament) => tournament.teamSize ?? 4,
    room: (tournament) => adminRoomOf(tournament),
    teams: (tournament, _args, ctx) => participantsOf(ctx, idOf(tournament)),
    matches: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamMatchSheet[]>('adminResults', { id: idOf(tournament) }),
    cancellation: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamCancellation>('adminCancellation', { id: idOf(tournament) }),
    statusPreview: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamStatusPreview>('adminStatusPreview', { id: idOf(tournament) }),
    history: (tournament, _args, ctx) => auditHistory(ctx, { tournamentId: idOf(tournament) }),
  },

  AdminMatch: {
    matchNumber: (sheet) => sheet.matchId,
  },

  AdminResultRow: {
    positionPoints: (row) => row.postionPoints,
    // §3's flags are 0 or 1.
    participated: (row) => Number(row.matchParticipated) !== 0,
    booyah: (row) => Number(row.booyah) === 1,
    teamId: (row) => (row.teamId === undefined ? null : String(row.teamId)),
    place: (row) => row.place ?? null,
  },

  CancellationPreview: {
    total: (preview) => moneyFromRupees(preview.amount),
  },

  PendingMoney: {
    total: (pending) => moneyFromRupees(pending.amount),
  },

  ResultsDue: {
    matchNumbers: (due) => due.missingMatches,
  },

  ParticipantTeam: {
    id: (team) => String(team.teamId),
    name: (team) => team.teamName,
    players: (team) =>
      team.players.map((player) => ({
        position: player.position,
        inGameName: player.inGameName,
        userId: player.userId === null ? null : String(player.userId),
        username: player.username,
      })),
    teamCode: (team) => team.teamCode ?? null,
    whatsappNumber: (team) => team.whatsappNumber ?? null,
    status: (team) => teamStatusOf(team.status),
    statusReason: (team) => team.statusReason ?? null,
  },
};
