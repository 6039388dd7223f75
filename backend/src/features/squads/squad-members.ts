import type { Db, Trx } from '../../db/db';
import { recordAudit } from '../../change/record-audit';
import { forbidden, invalid, notFound } from '../../errors';
import { SQUAD_TEXT, normaliseSquadCode, withOneEntry } from './squad-rules';
import type { SquadSteps } from './squad-steps';
import { SQUAD_SUMMARY } from './squad-texts';
import type { SquadsRepository } from './squads-repository';

/** Joining by the squad's code, and a member leaving or being removed by the booker. */
export function createSquadMembers(deps: { db: Db; squads: SquadsRepository; steps: SquadSteps }) {
  const { db, squads, steps } = deps;

  /** The member's place becomes a name: they lose the room and the bell, the sheet keeps shape. */
  async function release(trx: Trx, teamId: number, memberId: number, actorId: number) {
    const team = await squads.lockTeam(trx, teamId);
    if (!team) throw notFound(SQUAD_TEXT.noSquad);
    const isBooker = team.leaderId === actorId;
    if (actorId !== memberId && !isBooker) throw forbidden(SQUAD_TEXT.notBooker);
    if (memberId === team.leaderId) throw invalid(SQUAD_TEXT.bookerStays, 'userId');
    await steps.openTournament(trx, team);
    const place = await squads.releasePlace(trx, team.id, memberId);
    if (!place) {
      throw actorId === memberId
        ? notFound(SQUAD_TEXT.notMember)
        : invalid(SQUAD_TEXT.notInSquad, 'userId');
    }
    const [member, actor] = await Promise.all([
      squads.findUser(memberId, trx),
      squads.findUser(actorId, trx),
    ]);
    const memberName = member?.username ?? place.inGameName;
    await recordAudit(trx, {
      actorId,
      action: 'SQUAD_LEFT',
      subjectId: team.tournamentId,
      tournamentId: team.tournamentId,
      userId: memberId,
      summary:
        actorId === memberId
          ? SQUAD_SUMMARY.left(team.teamName, memberName, place.position)
          : SQUAD_SUMMARY.removed(
              team.teamName,
              actor?.username ?? 'The booker',
              memberName,
              place.position,
            ),
      before: { team: team.teamName, position: place.position, member: memberName },
    });
    await steps.changed(trx, team);
    return team.tournamentId;
  }

  return {
    joinByCode: (userId: number, code: string) =>
      withOneEntry(() =>
        db.transaction().execute(async (trx) => {
          await squads.lockPlayer(trx, userId);
          const team = await squads.lockTeamByCode(trx, normaliseSquadCode(code));
          if (!team) throw notFound(SQUAD_TEXT.badCode);
          const { position } = await steps.join(trx, team, userId, 'squad code');
          return {
            message: SQUAD_TEXT.joined,
            tournamentId: team.tournamentId,
            teamName: team.teamName,
            position,
          };
        }),
      ),

    remove: (bookerId: number, teamId: number, memberId: number) =>
      db.transaction().execute(async (trx) => {
        const tournamentId = await release(trx, teamId, memberId, bookerId);
        return { message: SQUAD_TEXT.removed, tournamentId };
      }),

    leave: (userId: number, teamId: number) =>
      db.transaction().execute(async (trx) => {
        const tournamentId = await release(trx, teamId, userId, userId);
        return { message: SQUAD_TEXT.left, tournamentId };
      }),
  };
}
