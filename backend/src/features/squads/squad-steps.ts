import type { Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { recordAudit } from '../../change/record-audit';
import { recordEvent } from '../../change/record-event';
import { notify } from '../../change/notify';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { conflict, invalid, notFound } from '../../errors';
import { type EntryReads, type TournamentReads, TOURNAMENT_NOT_FOUND } from '../tournaments/public';
import { SQUAD_TEXT, assertSquadsOpen, placeFor, squadCapacity } from './squad-rules';
import { SQUAD_SUMMARY } from './squad-texts';
import type { SquadTeam, SquadsRepository } from './squads-repository';

/** The steps the squads' changes share, each inside the caller's transaction. */
export function createSquadSteps(deps: {
  squads: SquadsRepository;
  tournaments: TournamentReads;
  entries: EntryReads;
}) {
  const { squads, tournaments, entries } = deps;

  /**
   * The squad's tournament, share-locked so its status cannot change under the change; read
   * only, without the lock, when `lock` is false (a join takes the lock last).
   */
  async function openTournament(trx: Trx, team: SquadTeam, lock = true): Promise<TournamentRow> {
    const tournament = lock
      ? await tournaments.findByIdForShare(trx, team.tournamentId)
      : await tournaments.findById(team.tournamentId, trx);
    if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
    if (tournament.kind !== 'normal') throw invalid(SQUAD_TEXT.special);
    assertSquadsOpen(tournament);
    return tournament;
  }

  /** A change to the squad: everyone watching its tournament reads it again. */
  const changed = (trx: Trx, team: SquadTeam) =>
    recordEvent(trx, {
      kind: 'squad.changed',
      tournamentId: team.tournamentId,
      subjectId: team.id,
    });

  return {
    openTournament,
    changed,

    /**
     * Gives the player a place in the squad with their profile's in-game name, tells the booker
     * and records it. `how` says in the audit how they came (an invitation, the squad code).
     */
    async join(trx: Trx, team: SquadTeam, userId: number, how: string) {
      const tournament = await openTournament(trx, team, false);
      const user = await squads.findUser(userId, trx);
      if (!user) throw notFound(SQUAD_TEXT.invitationGone);
      if (!user.ff_ign) throw invalid(SQUAD_TEXT.needIgn, 'ffIgn');
      if (await entries.isEntered(team.tournamentId, userId, trx)) {
        throw conflict(SQUAD_TEXT.youInAnotherSquad);
      }
      const capacity = squadCapacity(tournament);
      const position = placeFor(await squads.places(team.id, trx), user.ff_ign, capacity);
      if (position === undefined) throw conflict(SQUAD_TEXT.full(capacity));
      await squads.setPlace(trx, team.id, team.tournamentId, {
        position,
        userId,
        inGameName: user.ff_ign,
      });
      await squads.cancelOtherInvitations(trx, team.tournamentId, userId);
      await recordAudit(trx, {
        actorId: userId,
        action: 'SQUAD_JOINED',
        subjectId: team.tournamentId,
        tournamentId: team.tournamentId,
        userId,
        summary: SQUAD_SUMMARY.joined(team.teamName, user.username, position, how),
        after: { team: team.teamName, position, inGameName: user.ff_ign },
      });
      await notify(trx, {
        userId: team.leaderId,
        kind: 'squad_joined',
        message: NOTIFICATION_MESSAGES.squadJoined(
          user.username,
          team.teamName,
          tournament.tourn_name,
        ),
        tournamentId: team.tournamentId,
      });
      await changed(trx, team);
      // The tournament row last, as every entry takes it (decision 057): a player's place
      // first, then the row, so this join and the same player's booking cannot deadlock.
      await openTournament(trx, team);
      return { position, tournament };
    },
  };
}

export type SquadSteps = ReturnType<typeof createSquadSteps>;
