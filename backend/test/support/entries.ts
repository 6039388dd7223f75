import type { Db } from '../../src/db/db';
import { postSettledMovement } from '../../src/ledger/ledger-repository';
import type { TestUser } from './fixtures';
import { balanceOf, entryFeesPaid } from './wallet-reads';

/**
 * Teams in tournaments: entered straight in the database to set the stage, and read back to show
 * what a booking or team request did or, when refused, did not change.
 */

export interface EnteredTeam {
  teamId: number;
  teamName: string;
}

let teamSequence = 0;

/**
 * Enters a team as a booking or a team join would leave it. `players` is the team sheet in
 * position order: a TestUser is a player with an account (the first one leads), a string the
 * in-game name of a player without one, as players 2-6 of a normal booking are. Each of `payers`
 * pays the tournament's entry fee as an ENTRY_FEE movement, in the same transaction.
 */
export async function enterTeam(
  server: { db: Db },
  tournamentId: number,
  options: { teamName?: string; players: (TestUser | string)[]; payers?: TestUser[] },
): Promise<EnteredTeam> {
  const leader = options.players.find((player): player is TestUser => typeof player !== 'string');
  if (!leader) throw new Error('a team needs a leader with an account');
  teamSequence += 1;
  const teamName = options.teamName ?? `Squad ${teamSequence}`;
  return server.db.transaction().execute(async (trx) => {
    const tournament = await trx
      .selectFrom('tournaments')
      .select(['entry_fee_paise', 'kind'])
      .where('tourn_id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    const team = await trx
      .insertInto('teams')
      .values({
        tournament_id: tournamentId,
        team_name: teamName,
        team_code: tournament.kind === 'special' ? `T${Date.now() % 1e6}${teamSequence}` : null,
        leader_id: leader.id,
        whatsapp_number: '9876543210',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('team_players')
      .values(
        options.players.map((player, index) => ({
          team_id: team.id,
          position: index + 1,
          tournament_id: tournamentId,
          user_id: typeof player === 'string' ? null : player.id,
          in_game_name: typeof player === 'string' ? player : `${player.username}-ign`,
        })),
      )
      .execute();
    await trx
      .updateTable('tournaments')
      .set((eb) => ({ slots_taken: eb('slots_taken', '+', 1) }))
      .where('tourn_id', '=', tournamentId)
      .execute();
    for (const payer of options.payers ?? []) {
      await postSettledMovement(trx, {
        userId: payer.id,
        type: 'ENTRY_FEE',
        amountPaise: Number(tournament.entry_fee_paise),
        tournamentId,
        reason: 'entry_fee',
        direction: 'debit',
      });
    }
    return { teamId: team.id, teamName };
  });
}

export async function slotsTaken(server: { db: Db }, tournamentId: number): Promise<number> {
  const row = await server.db
    .selectFrom('tournaments')
    .select('slots_taken')
    .where('tourn_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return row.slots_taken;
}

/** Teams and players of a tournament, counted. */
export async function entryRows(server: { db: Db }, tournamentId: number) {
  const teams = await server.db
    .selectFrom('teams')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .execute();
  const players = await server.db
    .selectFrom('team_players')
    .select('team_id')
    .where('tournament_id', '=', tournamentId)
    .execute();
  return { teams: teams.length, players: players.length };
}

/** Everything a refused entry must leave as it was. */
export async function snapshot(server: { db: Db }, tournamentId: number, userIds: number[]) {
  return {
    slots: await slotsTaken(server, tournamentId),
    rows: await entryRows(server, tournamentId),
    fees: await entryFeesPaid(server, tournamentId),
    balances: await Promise.all(userIds.map((id) => balanceOf(server, id))),
  };
}
