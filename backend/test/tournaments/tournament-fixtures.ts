import { type JWK, SignJWT, generateKeyPair, importJWK } from 'jose';
import { TOKEN_ISSUER } from '../../src/features/accounts/token-service';
import { postSettledMovement } from '../../src/features/wallet/ledger-repository';
import type { TestUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/**
 * Stage-setting for the tournament and results tests: teams entered straight in the database
 * (as a booking or a team join would leave them) and tokens the server must refuse.
 */

export interface EnteredTeam {
  teamId: number;
  teamName: string;
}

let teamSequence = 0;

/**
 * Enters a team: `members` are players with accounts (the first is the leader), `guests` are
 * in-game names without an account, as players 2-6 of a normal booking are. Each of `payers`
 * pays the tournament's entry fee as an ENTRY_FEE movement, in the same transaction.
 */
export async function enterTeam(
  server: TestServer,
  tournamentId: number,
  options: { teamName: string; members: TestUser[]; guests?: string[]; payers?: TestUser[] },
): Promise<EnteredTeam> {
  const [leader] = options.members;
  if (!leader) throw new Error('a team needs a leader');
  return server.db.transaction().execute(async (trx) => {
    const tournament = await trx
      .selectFrom('tournaments')
      .select(['entry_fee_paise', 'kind'])
      .where('tourn_id', '=', tournamentId)
      .executeTakeFirstOrThrow();
    teamSequence += 1;
    const team = await trx
      .insertInto('teams')
      .values({
        tournament_id: tournamentId,
        team_name: options.teamName,
        team_code: tournament.kind === 'special' ? `T${Date.now() % 1e6}${teamSequence}` : null,
        leader_id: leader.id,
        whatsapp_number: '9876543210',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const players = [
      ...options.members.map((member) => ({ userId: member.id, name: `${member.username}-ign` })),
      ...(options.guests ?? []).map((name) => ({ userId: null, name })),
    ];
    await trx
      .insertInto('team_players')
      .values(
        players.map((player, index) => ({
          team_id: team.id,
          position: index + 1,
          tournament_id: tournamentId,
          user_id: player.userId,
          in_game_name: player.name,
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
    return { teamId: team.id, teamName: options.teamName };
  });
}

export async function balanceOf(server: TestServer, userId: number): Promise<number> {
  const wallet = await server.db
    .selectFrom('wallets')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(wallet?.balance_paise ?? 0) / 100;
}

export async function walletTransactionsOf(server: TestServer, tournamentId: number) {
  return server.db
    .selectFrom('wallet_transactions')
    .select(['user_id', 'type', 'amount_paise', 'status', 'tournament_id'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('id')
    .execute();
}

/** A token signed with the server's own key but already expired. */
export async function expiredTokenFor(server: TestServer, userId: number): Promise<string> {
  const key = await server.db
    .selectFrom('signing_keys')
    .select(['kid', 'private_jwk'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const privateKey = await importJWK(key.private_jwk as JWK, 'ES256');
  const past = Math.floor(Date.now() / 1000) - 7200;
  return new SignJWT({ role: 'player' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(past - 3600)
    .setExpirationTime(past)
    .sign(privateKey);
}

/** A well-formed token claiming to be an admin, signed with a key the server never issued. */
export async function forgedAdminToken(userId: number): Promise<string> {
  const pair = await generateKeyPair('ES256');
  return new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(pair.privateKey);
}

const HOUR = 3600_000;

/** ISO times relative to now, for tournament bodies. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
