import { matchStartProblem } from '#common/match-schedule';
import type { Db, Trx } from '../../db/db';
import type { MatchRow, TournamentRow } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import {
  TOURNAMENT_CANCELLED,
  TOURNAMENT_NOT_FOUND,
  createTournamentReads,
  toAdminTournamentJson,
} from '../tournaments/public';
import { announceMatchRoom } from './match-announce';
import { matchRoomAudit, matchScheduleAudit } from './match-audit';
import { toAdminMatchJson } from './match-json';
import { roomPublication } from './match-room';
import type { MatchPatchInput, MatchRoomInput } from './match-schemas';
import { readSchedule } from './match-service';
import { createMatchesRepository } from './matches-repository';
import { ensureRows, withDefaults } from './schedule-rows';

export const MATCH_NOT_FOUND = 'Match not found';

const at = (date: Date | null | undefined) => (date ? new Date(date) : null);

/** The match the old one-room call publishes: the first without results, else the last. */
const currentMatch = (matches: MatchRow[]) =>
  matches.find((match) => match.results_posted_at === null) ?? matches.at(-1);

/** The organiser's schedule: each match's map and start, and its room published ahead. */
export function createMatchAdminService({ db, mailQueue }: ServiceDeps) {
  const tournaments = createTournamentReads(db);
  const matchesOf = createMatchesRepository(db);

  /** The tournament locked, its schedule filled in, and the match asked for (404 otherwise). */
  async function lockMatch(trx: Trx, id: number, matchNo: number | 'current') {
    const tournament = await tournaments.findByIdForUpdate(trx, id);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    const rows = await ensureRows(trx, tournament);
    const match =
      matchNo === 'current' ? currentMatch(rows) : rows.find((row) => row.match_no === matchNo);
    if (!match) throw notFound(MATCH_NOT_FOUND);
    return { tournament, rows, match };
  }

  /** One transaction: the room, its audit, its live event and, once out, every member's bell. */
  async function publish(
    id: number,
    matchNo: number | 'current',
    room: MatchRoomInput,
    actorId: number,
  ) {
    const outcome = await db.transaction().execute(async (trx) => {
      const { tournament, match } = await lockMatch(trx, id, matchNo);
      if (tournament.status === 'cancelled') throw invalid(TOURNAMENT_CANCELLED);
      const publication = roomPublication(match, room, new Date());
      const after = await matchesOf.update(trx, id, match.match_no, publication.columns);
      const change = { before: match, after, event: publication.event };
      await recordAudit(trx, matchRoomAudit(tournament, change, actorId));
      await recordEvent(trx, {
        kind: publication.event,
        tournamentId: id,
        subjectId: after.match_no,
      });
      const told = publication.event !== 'room.scheduled';
      const changed = publication.event === 'room.changed';
      const mails = told ? await announceMatchRoom(trx, tournament, after, changed) : [];
      return { tournament, match: after, mails };
    });
    mailQueue.enqueue(outcome.mails);
    return outcome;
  }

  return {
    async schedule(id: number) {
      const { matches } = await readSchedule(db, id);
      return matches.map(toAdminMatchJson);
    },

    /** A match's map or start; a room still waiting keeps its lead before the new start. */
    editMatch: (id: number, matchNo: number, patch: MatchPatchInput, actorId: number) =>
      db.transaction().execute(async (trx) => {
        const { tournament, rows, match } = await lockMatch(trx, id, matchNo);
        const startsAt = patch.startsAt ? new Date(patch.startsAt) : new Date(match.starts_at);
        const problem = matchStartProblem(matchNo, startsAt, {
          tournamentStart: new Date(tournament.tourn_start),
          previousStart: at(rows.find((row) => row.match_no === matchNo - 1)?.starts_at),
          nextStart: at(rows.find((row) => row.match_no === matchNo + 1)?.starts_at),
        });
        if (problem) throw invalid(problem, 'startsAt');
        const moved = startsAt.getTime() - new Date(match.starts_at).getTime();
        const waiting = match.room_published_at !== null && match.room_released_at === null;
        const after = await matchesOf.update(trx, id, matchNo, {
          map: patch.map ?? match.map,
          starts_at: startsAt,
          ...(waiting && moved && match.room_release_at
            ? { room_release_at: new Date(new Date(match.room_release_at).getTime() + moved) }
            : {}),
        });
        const audit = matchScheduleAudit(tournament, match, after, actorId);
        if (audit) {
          await recordAudit(trx, audit);
          await recordEvent(trx, {
            kind: 'tournament.updated',
            tournamentId: id,
            subjectId: matchNo,
          });
        }
        return toAdminMatchJson(after);
      }),

    /** A match's room: hidden until its release time, released at once when that has come. */
    async publishRoom(id: number, matchNo: number, room: MatchRoomInput, actorId: number) {
      return toAdminMatchJson((await publish(id, matchNo, room, actorId)).match);
    },

    /**
     * The old one-room call (`PUT /admin/tournaments/{id}/room`): publishes the room of the match
     * being played or next up (the first without results), and answers the tournament as before
     * with that match's room in its room fields.
     */
    async publishCurrentRoom(id: number, room: MatchRoomInput, actorId: number) {
      const { tournament, match } = await publish(id, 'current', room, actorId);
      return withRoomOf(tournament, match);
    },
  };
}

/**
 * The organiser's tournament with the room fields of the match the old one-room call publishes
 * (the tournament's own room columns are no longer written).
 */
export async function withCurrentRoom(db: Db, tournament: TournamentRow) {
  const rows = await createMatchesRepository(db).list(tournament.tourn_id);
  const match = currentMatch(withDefaults(tournament, rows));
  return match ? withRoomOf(tournament, match) : toAdminTournamentJson(tournament);
}

/** The organiser's tournament, its room fields read from one match. */
export function withRoomOf(tournament: TournamentRow, match: MatchRow) {
  const json = toAdminMatchJson(match);
  return {
    ...toAdminTournamentJson(tournament),
    roomId: json.roomId,
    roomPassword: json.roomPassword,
    roomPublishedAt: json.roomPublishedAt,
    roomReleaseAt: json.roomReleaseAt,
    roomReleasedAt: json.roomReleasedAt,
  };
}

export type MatchAdminService = ReturnType<typeof createMatchAdminService>;
