import type { Db, Trx } from '../../db/db';
import type { SquadInvitationStatus, SquadInvitedAs } from '../../db/schema';

export interface SquadTeam {
  id: number;
  tournamentId: number;
  teamName: string;
  teamCode: string | null;
  leaderId: number;
}

export interface SquadPlace {
  position: number;
  userId: number | null;
  inGameName: string;
}

export interface Invitable {
  id: number;
  username: string;
  email: string;
  bannedAt: Date | null;
}

const teamColumns = ['id', 'tournament_id', 'team_name', 'team_code', 'leader_id'] as const;
const toTeam = (row: {
  id: number;
  tournament_id: number;
  team_name: string;
  team_code: string | null;
  leader_id: number;
}): SquadTeam => ({
  id: row.id,
  tournamentId: row.tournament_id,
  teamName: row.team_name,
  teamCode: row.team_code,
  leaderId: row.leader_id,
});

/** A squad's team, its places and its invitations: the SQL of whole squads. */
export function createSquadsRepository(db: Db) {
  return {
    /** Locked until the transaction ends: changes to one squad's places take turns. */
    async lockTeam(trx: Trx, teamId: number): Promise<SquadTeam | undefined> {
      const row = await trx
        .selectFrom('teams')
        .select(teamColumns)
        .where('id', '=', teamId)
        .forUpdate()
        .executeTakeFirst();
      return row && toTeam(row);
    },

    async findTeam(teamId: number): Promise<SquadTeam | undefined> {
      const row = await db
        .selectFrom('teams')
        .select(teamColumns)
        .where('id', '=', teamId)
        .executeTakeFirst();
      return row && toTeam(row);
    },

    async lockTeamByCode(trx: Trx, code: string): Promise<SquadTeam | undefined> {
      const row = await trx
        .selectFrom('teams')
        .select(teamColumns)
        .where('team_code', '=', code)
        .forUpdate()
        .executeTakeFirst();
      return row && toTeam(row);
    },

    async teamOfPlayer(tournamentId: number, userId: number): Promise<SquadTeam | undefined> {
      const row = await db
        .selectFrom('team_players as p')
        .innerJoin('teams', 'teams.id', 'p.team_id')
        .select(['teams.id', 'teams.tournament_id', 'teams.team_name'])
        .select(['teams.team_code', 'teams.leader_id'])
        .where('p.tournament_id', '=', tournamentId)
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      return row && toTeam(row);
    },

    places: (teamId: number, trx: Trx | Db = db): Promise<SquadPlace[]> =>
      trx
        .selectFrom('team_players')
        .select(['position', 'user_id as userId', 'in_game_name as inGameName'])
        .where('team_id', '=', teamId)
        .orderBy('position')
        .execute(),

    /** The places with their accounts' names and Free Fire identity, for the squad's view. */
    members: (teamId: number) =>
      db
        .selectFrom('team_players as p')
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.position', 'p.user_id', 'p.in_game_name', 'u.username', 'u.ff_uid', 'u.ff_ign'])
        .where('p.team_id', '=', teamId)
        .orderBy('p.position')
        .execute(),

    async setPlace(trx: Trx, teamId: number, tournamentId: number, place: SquadPlace) {
      await trx
        .insertInto('team_players')
        .values({
          team_id: teamId,
          tournament_id: tournamentId,
          position: place.position,
          user_id: place.userId,
          in_game_name: place.inGameName,
        })
        .onConflict((oc) =>
          oc.columns(['team_id', 'position']).doUpdateSet({
            user_id: place.userId,
            in_game_name: place.inGameName,
          }),
        )
        .execute();
    },

    /** The player's place in the team becomes a name only: they no longer hold it. */
    async releasePlace(trx: Trx, teamId: number, userId: number): Promise<SquadPlace | undefined> {
      return trx
        .updateTable('team_players')
        .set({ user_id: null })
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .returning(['position', 'user_id as userId', 'in_game_name as inGameName'])
        .executeTakeFirst();
    },

    findInvitable: (trx: Trx, by: SquadInvitedAs, value: string): Promise<Invitable | undefined> =>
      trx
        .selectFrom('users')
        .select(['id', 'username', 'email', 'banned_at as bannedAt'])
        .$if(by === 'mobile', (qb) => qb.where('mobile', '=', value))
        .$if(by === 'username', (qb) =>
          qb.where((eb) => eb(eb.fn('lower', ['username']), '=', value.toLowerCase())),
        )
        .executeTakeFirst(),

    /**
     * Holds the joining player's row until the transaction ends: their joins take turns, so a
     * second squad sees the first place taken (and no two joins cancel each other's invitations
     * in opposite order). NO KEY UPDATE leaves the row to inserts that only reference it.
     */
    async lockPlayer(trx: Trx, userId: number): Promise<void> {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirst();
    },

    findUser: (userId: number, trx: Trx | Db = db) =>
      trx
        .selectFrom('users')
        .select(['id', 'username', 'email', 'ff_ign', 'banned_at'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    async countInvitations(trx: Trx, teamId: number): Promise<number> {
      const row = await trx
        .selectFrom('squad_invitations')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async insertInvitation(
      trx: Trx,
      invitation: { team: SquadTeam; invitedBy: number; inviteeId: number; as: SquadInvitedAs },
    ): Promise<number> {
      const row = await trx
        .insertInto('squad_invitations')
        .values({
          tournament_id: invitation.team.tournamentId,
          team_id: invitation.team.id,
          invited_by: invitation.invitedBy,
          invitee_id: invitation.inviteeId,
          invited_as: invitation.as,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    lockInvitation: (trx: Trx, id: number) =>
      trx
        .selectFrom('squad_invitations')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async decideInvitation(trx: Trx, id: number, status: SquadInvitationStatus): Promise<void> {
      await trx
        .updateTable('squad_invitations')
        .set({ status, decided_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** Open invitations to the player or to a squad, with who and what they are for. */
    pendingInvitations: (filter: { inviteeId?: number; teamId?: number }) =>
      db
        .selectFrom('squad_invitations as i')
        .innerJoin('teams', 'teams.id', 'i.team_id')
        .innerJoin('tournaments as t', 't.tourn_id', 'i.tournament_id')
        .innerJoin('users as booker', 'booker.id', 'i.invited_by')
        .innerJoin('users as invitee', 'invitee.id', 'i.invitee_id')
        .select(['i.id', 'i.tournament_id', 'i.team_id', 'i.invited_as', 'i.created_at'])
        .select(['t.tourn_name', 't.tourn_start', 't.status as tournament_status'])
        .select(['teams.team_name', 'booker.username as booker', 'invitee.username as invitee'])
        .where('i.status', '=', 'pending')
        .$if(filter.inviteeId !== undefined, (qb) =>
          qb.where('i.invitee_id', '=', filter.inviteeId ?? 0),
        )
        .$if(filter.teamId !== undefined, (qb) => qb.where('i.team_id', '=', filter.teamId ?? 0))
        .orderBy('i.id', 'desc')
        .execute(),

    /** An accepted member's other open invitations in the tournament lapse: they have a squad. */
    async cancelOtherInvitations(trx: Trx, tournamentId: number, inviteeId: number) {
      await trx
        .updateTable('squad_invitations')
        .set({ status: 'cancelled', decided_at: new Date() })
        .where('tournament_id', '=', tournamentId)
        .where('invitee_id', '=', inviteeId)
        .where('status', '=', 'pending')
        .execute();
    },
  };
}

export type SquadsRepository = ReturnType<typeof createSquadsRepository>;
export type SquadMemberRow = Awaited<ReturnType<SquadsRepository['members']>>[number];
export type PendingInvitationRow = Awaited<
  ReturnType<SquadsRepository['pendingInvitations']>
>[number];
