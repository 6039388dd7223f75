import { CHECKIN_MESSAGES } from '#common/check-in';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import { conflict, invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { formatIndianTime } from '../matches/public';
import { TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import { announceCheckInOpenings } from './check-in-openings';
import { createCheckInRepository } from './check-in-repository';
import { toTeamCheckInJson, toWindowJson, windowOf } from './check-in-json';

/** The field a refused check-in names: the squad's check-in. */
const FIELD = 'checkIn';

/**
 * Check-in: any member of a booked squad checks it in inside the window (minutes before the
 * first match); organisers watch the list. Marking a squad absent stays the team status call of
 * the tournaments feature, which tells the squad.
 */
export function createCheckInService({ db }: ServiceDeps, clock: () => Date = () => new Date()) {
  const repository = createCheckInRepository(db);

  async function tournamentOf(id: number, trx: Parameters<typeof repository.tournament>[1] = db) {
    const tournament = await repository.tournament(id, trx);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    return tournament;
  }

  return {
    /** The window, for anyone (the RULES tab shows it before booking). */
    window: async (tournamentId: number) => toWindowJson(await tournamentOf(tournamentId), clock()),

    /** The window and the caller's own squad's check-in (null when they have no squad). */
    async mine(tournamentId: number, userId: number) {
      const tournament = await tournamentOf(tournamentId);
      const team = await repository.teamOfMember(tournamentId, userId);
      return { ...toWindowJson(tournament, clock()), team: team ? toTeamCheckInJson(team) : null };
    },

    checkIn: (tournamentId: number, userId: number, username: string) =>
      db.transaction().execute(async (trx) => {
        const tournament = await tournamentOf(tournamentId, trx);
        const now = clock();
        const window = windowOf(tournament);
        if (!window) throw invalid(CHECKIN_MESSAGES.off, FIELD);
        if (now < window.opensAt) {
          throw invalid(CHECKIN_MESSAGES.notOpen(formatIndianTime(window.opensAt)), FIELD);
        }
        if (now >= window.closesAt) throw invalid(CHECKIN_MESSAGES.closed, FIELD);
        const team = await repository.lockTeamOfMember(trx, tournamentId, userId);
        if (!team) throw invalid(CHECKIN_MESSAGES.notMember, FIELD);
        if (team.status === 'absent') throw invalid(CHECKIN_MESSAGES.absent, FIELD);
        if (team.checked_in_at) throw conflict(CHECKIN_MESSAGES.already, FIELD);
        await repository.markCheckedIn(trx, team.id, now);
        await recordAudit(trx, {
          actorId: userId,
          action: 'TEAM_CHECKED_IN',
          subjectId: tournamentId,
          tournamentId,
          userId,
          summary: `${team.team_name} checked in for ${tournament.tourn_name} · by ${username}`,
          before: { checkedInAt: null },
          after: { teamId: team.id, checkedInAt: now.toISOString() },
        });
        await recordEvent(trx, { kind: 'checkin.changed', tournamentId, subjectId: team.id });
        await recordEvent(trx, { kind: 'console.changed', subjectId: 'checkin' });
        return {
          ...toWindowJson(tournament, now),
          team: toTeamCheckInJson({ ...team, checked_in_at: now }),
        };
      }),

    /** Every squad with its check-in and status, for the organiser's list. */
    async teams(tournamentId: number) {
      const tournament = await tournamentOf(tournamentId);
      const teams = await repository.teams(tournamentId);
      return { ...toWindowJson(tournament, clock()), teams: teams.map(toTeamCheckInJson) };
    },

    /** Tells the squads of every tournament whose window opened (the announcer's tick). */
    announceOpenings: (now: Date = clock()) => announceCheckInOpenings(db, now),
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
