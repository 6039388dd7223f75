import type { TournamentRow } from '../../db/schema';
import type { Trx } from '../../db/db';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../../change/record-audit';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notify } from '../../change/notify';
import { lockForResults } from './finishing-order-service';
import { toMatchNotesJson } from './match-notes-json';
import { announceResults } from './results-announcement';
import type { PenaltyInput } from './scoring-schemas';
import { createScoringRepository } from './scoring-repository';
import { isPictureId } from '../profile/public';
import { createTournamentReads, TOURNAMENT_NOT_FOUND } from '../tournaments/public';

export const MATCH_NOTE_MESSAGES = {
  unknownSquad: 'No squad of this tournament has this id',
  penaltyNotFound: 'No penalty of this tournament has this id',
  screenshotNotFound: 'No screenshot of this tournament has this id',
  unknownPicture: 'No uploaded picture has this id: upload the screenshot first',
} as const;

const penaltySentence = (team: string, points: number, matchNo: number, reason: string) =>
  `${team} · −${points} points (match ${matchNo}) · reason: ${reason}`;

/**
 * What goes with a match's results besides the rows: penalties (points a squad loses, with a
 * reason), the end-of-match screenshots, and the read of both with the corrections for POINTS.
 */
export function createMatchNotesService({ db }: ServiceDeps) {
  const scoring = createScoringRepository(db);
  const tournaments = createTournamentReads(db);

  async function squadOf(trx: Trx, tournamentId: number, teamId: number) {
    const squad = (await scoring.squadsOf(trx, tournamentId)).find((s) => s.id === teamId);
    if (!squad) throw invalid(MATCH_NOTE_MESSAGES.unknownSquad, 'teamId');
    return squad;
  }

  /** The penalised squad's members hear of it; everyone's POINTS follows by the event. */
  async function tellSquad(trx: Trx, tournament: TournamentRow, teamId: number, message: string) {
    for (const member of await scoring.membersOf(trx, teamId)) {
      if (member.user_id === null) continue;
      await notify(trx, {
        userId: member.user_id,
        kind: 'results_posted',
        message,
        tournamentId: tournament.tourn_id,
      });
    }
  }

  return {
    /** Penalties, screenshots and corrections of every match, for everyone (POINTS). */
    async notes(tournamentId: number) {
      const tournament = await tournaments.findById(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      return toMatchNotesJson(
        tournament.matches_count,
        await scoring.penalties(db, tournamentId),
        await scoring.screenshots(tournamentId),
        await scoring.corrections(tournamentId),
      );
    },

    addPenalty: (tournamentId: number, matchNo: number, input: PenaltyInput, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const tournament = await lockForResults(trx, tournamentId, matchNo);
        const squad = await squadOf(trx, tournamentId, input.teamId);
        const penalty = await scoring.addPenalty(trx, {
          tournament_id: tournamentId,
          match_no: matchNo,
          team_id: squad.id,
          points: input.points,
          reason: input.reason,
          created_by: organiserId,
        });
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'PENALTY_ADDED',
          subjectId: tournamentId,
          tournamentId,
          summary: penaltySentence(squad.team_name, input.points, matchNo, input.reason),
          reason: input.reason,
          after: {
            penaltyId: penalty.id,
            matchId: matchNo,
            teamId: squad.id,
            points: input.points,
          },
        });
        await tellSquad(
          trx,
          tournament,
          squad.id,
          NOTIFICATION_MESSAGES.penaltyGiven(squad.team_name, input.points, matchNo, input.reason),
        );
        await announceResults(trx, tournament, matchNo);
        return { id: penalty.id, matchNo, teamId: squad.id, points: input.points };
      }),

    removePenalty: (tournamentId: number, penaltyId: number, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const tournament = await tournaments.findByIdForUpdate(trx, tournamentId);
        if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
        const removed = await scoring.removePenalty(trx, tournamentId, penaltyId);
        if (!removed) throw notFound(MATCH_NOTE_MESSAGES.penaltyNotFound);
        const squad = await squadOf(trx, tournamentId, removed.team_id);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'PENALTY_REMOVED',
          subjectId: tournamentId,
          tournamentId,
          summary: `${squad.team_name} · penalty of ${removed.points} points taken back (match ${removed.match_no}) · was: ${removed.reason}`,
          before: {
            penaltyId,
            matchId: removed.match_no,
            teamId: squad.id,
            points: removed.points,
          },
        });
        await announceResults(trx, tournament, removed.match_no);
        return { message: 'Penalty removed' };
      }),

    attachScreenshot: (
      tournamentId: number,
      matchNo: number,
      pictureId: string,
      organiserId: number,
    ) =>
      db.transaction().execute(async (trx) => {
        const tournament = await lockForResults(trx, tournamentId, matchNo);
        if (!isPictureId(pictureId) || !(await scoring.pictureExists(trx, pictureId))) {
          throw invalid(MATCH_NOTE_MESSAGES.unknownPicture, 'pictureId');
        }
        const shot = await scoring.addScreenshot(trx, {
          tournament_id: tournamentId,
          match_no: matchNo,
          picture_id: pictureId,
          created_by: organiserId,
        });
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'SCREENSHOT_ATTACHED',
          subjectId: tournamentId,
          tournamentId,
          summary: `Attached a result screenshot to match ${matchNo} of ${tournament.tourn_name}`,
          after: { screenshotId: shot.id, matchId: matchNo, pictureId },
        });
        await announceResults(trx, tournament, matchNo);
        return { id: shot.id, matchNo, pictureId };
      }),

    removeScreenshot: (tournamentId: number, screenshotId: number, organiserId: number) =>
      db.transaction().execute(async (trx) => {
        const tournament = await tournaments.findByIdForUpdate(trx, tournamentId);
        if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
        const removed = await scoring.removeScreenshot(trx, tournamentId, screenshotId);
        if (!removed) throw notFound(MATCH_NOTE_MESSAGES.screenshotNotFound);
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'SCREENSHOT_REMOVED',
          subjectId: tournamentId,
          tournamentId,
          summary: `Removed a result screenshot from match ${removed.match_no} of ${tournament.tourn_name}`,
          before: { screenshotId, matchId: removed.match_no, pictureId: removed.picture_id },
        });
        await announceResults(trx, tournament, removed.match_no);
        return { message: 'Screenshot removed' };
      }),
  };
}

export type MatchNotesService = ReturnType<typeof createMatchNotesService>;
