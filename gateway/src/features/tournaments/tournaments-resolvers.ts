import type { Resolvers } from '../../generated/resolvers-types';
import type {
  UpstreamNormalTeam,
  UpstreamResultRow,
  UpstreamRoom,
  UpstreamSpecialTeam,
} from '../../upstream/tournament-types';
import { matchNumbers, roomOf } from './standings-mappers';
import { pointsSystemOf, standingsWithNotes } from './scoring-mappers';
import { isInTeam, myTeamOf, normalTeamOf, specialTeamOf } from './team-mappers';
import {
  closedReasonOf,
  countOf,
  idOf,
  isFree,
  moneyFromRupees,
  screenListOf,
  statusOf,
  textOrNull,
  viewerBookingOf,
} from './tournament-mappers';
import { requireToken } from '../../auth/require-token';
import { read } from '../../loaders';
import { readMatchNotes } from './match-notes-read';
import { listTournaments, loadTournament, readMyTeam } from './tournament-reads';

/** Resolvers of this feature: a few lines each, mapping upstream data to the schema. */
export const tournamentsResolvers: Resolvers = {
  Query: {
    tournaments: async (_, { search, status, kind }, ctx) =>
      screenListOf(await listTournaments(ctx, kind), search, status),
    tournament: (_, { id, kind }, ctx) => loadTournament(ctx, id, kind ?? 'NORMAL'),
  },

  Tournament: {
    id: idOf,
    name: (source) => source.tournName,
    title: (source) => textOrNull(source.title),
    bannerUrl: (source) => textOrNull(source.bannerLink),
    prizePool: (source) => moneyFromRupees(source.tournPp),
    entryFee: (source) => moneyFromRupees(source.entryFee),
    isFree,
    totalSlots: (source) => countOf(source.totalSlots),
    slotsAvailable: (source) => countOf(source.slotsAvail),
    matchesCount: (source) => countOf(source.matchesCount),
    type: (source) => textOrNull(source.tournType),
    mode: (source) => textOrNull(source.gameMode),
    startsAt: (source) => source.tournStart,
    registrationOpensAt: (source) => textOrNull(source.regStart),
    registrationClosesAt: (source) => textOrNull(source.regEnd),
    status: statusOf,
    organiser: (source) => textOrNull(source.orgBy),
    discordUrl: (source) => textOrNull(source.discordLink),
    liveStreamUrl: (source) => textOrNull(source.liveLink),
    pointsSystem: pointsSystemOf,
    bookingClosedReason: closedReasonOf,

    viewerBooking: async (source, _, ctx) => {
      if (!ctx.token) return { booked: false, canBook: false };
      const booked =
        source.kind === 'SPECIAL'
          ? isInTeam(await readMyTeam(ctx, source))
          : (await read<boolean>(ctx, 'isBooked', { tournId: idOf(source) })) === true;
      return viewerBookingOf(source, booked);
    },

    teams: async (source, _, ctx) => {
      requireToken(ctx);
      const id = idOf(source);
      if (source.kind === 'SPECIAL') {
        const teams = await read<UpstreamSpecialTeam[]>(ctx, 'specialTeams', {
          tournamentId: id,
        });
        return teams.map(specialTeamOf);
      }
      const teams = await read<UpstreamNormalTeam[]>(ctx, 'teamDetails', { tournId: id });
      return teams.map(normalTeamOf);
    },

    myTeam: async (source, _, ctx) => {
      if (source.kind !== 'SPECIAL') return null;
      requireToken(ctx);
      return myTeamOf(await readMyTeam(ctx, source));
    },

    room: async (source, _, ctx) => {
      requireToken(ctx);
      const tournId = idOf(source);
      return roomOf(String(tournId), await read<UpstreamRoom>(ctx, 'roomDetails', { tournId }));
    },

    standings: async (source, _, ctx) => {
      const tournId = idOf(source);
      // Every read in one tick: the loader sends the per-match reads out together.
      const [notes, overall, ...matches] = await Promise.all([
        readMatchNotes(ctx, tournId),
        read<UpstreamResultRow[]>(ctx, 'results', undefined, { tournId }),
        ...matchNumbers(countOf(source.matchesCount)).map((matchId) =>
          read<UpstreamResultRow[]>(ctx, 'matchResults', undefined, { tournId, matchId }),
        ),
      ]);
      return standingsWithNotes(source, overall, matches, notes);
    },
  },
};
