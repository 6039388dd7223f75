import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/db';
import type { Trx } from '../db/db';
import type {
  BlogsTable,
  MatchResultsTable,
  MatchesTable,
  NotificationsTable,
  ProductsTable,
  TeamPlayersTable,
  TournamentsTable,
  UsersTable,
} from '../db/schema';

/** Any fixed number; every backend instance takes the same lock before seeding. */
const SEED_LOCK_KEY = 72_410_031;

/** The writes of the demo seed, all inside the seeding transaction. */
export const demoRepository = {
  /**
   * Two instances starting at once on one PostgreSQL server must not both seed: the second
   * waits here until the first commits, then finds the data. (No builder form for this call.)
   */
  async lockSeeding(trx: Trx): Promise<void> {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
  },

  async hasTournamentsOrBlogs(db: Trx | Db): Promise<boolean> {
    const tournament = await db.selectFrom('tournaments').select('tourn_id').limit(1).execute();
    if (tournament.length > 0) return true;
    const blog = await db.selectFrom('blogs').select('id').limit(1).execute();
    return blog.length > 0;
  },

  /** Whether any of these accounts' usernames, e-mails or mobiles is already in use. */
  async anyAccountTaken(
    trx: Trx,
    accounts: { username: string; email: string; mobile: string }[],
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(
            eb.fn('lower', ['username']),
            'in',
            accounts.map((a) => a.username.toLowerCase()),
          ),
          eb(
            eb.fn('lower', ['email']),
            'in',
            accounts.map((a) => a.email.toLowerCase()),
          ),
          eb(
            'mobile',
            'in',
            accounts.map((a) => a.mobile),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The new accounts' ids by mobile (a multi-row insert does not promise its order). */
  async insertUsers(trx: Trx, users: Insertable<UsersTable>[]): Promise<Map<string, number>> {
    const rows = await trx.insertInto('users').values(users).returning(['id', 'mobile']).execute();
    return new Map(rows.map((row) => [row.mobile, row.id]));
  },

  /** A seeded organiser is recorded as every organiser is: made by this start. */
  async recordOrganiserCreated(trx: Trx, userId: number): Promise<void> {
    await trx
      .insertInto('role_changes')
      .values({ user_id: userId, old_role: null, new_role: 'admin', source: 'startup' })
      .execute();
  },

  async insertTournament(trx: Trx, tournament: Insertable<TournamentsTable>): Promise<number> {
    const row = await trx
      .insertInto('tournaments')
      .values(tournament)
      .returning('tourn_id')
      .executeTakeFirstOrThrow();
    return row.tourn_id;
  },

  async insertMatches(trx: Trx, matches: Insertable<MatchesTable>[]): Promise<void> {
    if (matches.length) await trx.insertInto('matches').values(matches).execute();
  },

  async insertTeam(
    trx: Trx,
    team: {
      tournamentId: number;
      teamName: string;
      teamCode: string | null;
      leaderId: number;
      whatsappNumber: string;
      checkedInAt?: Date | null;
    },
  ): Promise<number> {
    const row = await trx
      .insertInto('teams')
      .values({
        tournament_id: team.tournamentId,
        team_name: team.teamName,
        team_code: team.teamCode,
        leader_id: team.leaderId,
        whatsapp_number: team.whatsappNumber,
        checked_in_at: team.checkedInAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** An open dispute of a match's results by a squad member (issue 22). */
  async insertDispute(
    trx: Trx,
    dispute: { tournamentId: number; matchNo: number; teamId: number; openedBy: number },
  ): Promise<void> {
    await trx
      .insertInto('disputes')
      .values({
        tournament_id: dispute.tournamentId,
        match_no: dispute.matchNo,
        team_id: dispute.teamId,
        opened_by: dispute.openedBy,
        reason: 'The lobby glitched after zone 3: two of us were kicked out of the match.',
        screenshot_id: null,
      })
      .execute();
  },

  async insertTeamPlayers(trx: Trx, players: Insertable<TeamPlayersTable>[]): Promise<void> {
    if (players.length) await trx.insertInto('team_players').values(players).execute();
  },

  async insertMatchResults(trx: Trx, results: Insertable<MatchResultsTable>[]): Promise<void> {
    if (results.length) await trx.insertInto('match_results').values(results).execute();
  },

  async insertBlogs(trx: Trx, blogs: Insertable<BlogsTable>[]): Promise<void> {
    await trx.insertInto('blogs').values(blogs).execute();
  },

  async insertProducts(trx: Trx, products: Insertable<ProductsTable>[]): Promise<void> {
    await trx.insertInto('products').values(products).execute();
  },

  async insertNotifications(
    trx: Trx,
    notifications: Insertable<NotificationsTable>[],
  ): Promise<void> {
    if (notifications.length) await trx.insertInto('notifications').values(notifications).execute();
  },

  /** The ledger stamps movements with the time of writing; the demo story needs its own dates. */
  async dateTransaction(trx: Trx, id: number, at: Date, decided: boolean): Promise<void> {
    await trx
      .updateTable('wallet_transactions')
      .set({ created_at: at, decided_at: decided ? at : null })
      .where('id', '=', id)
      .execute();
  },
};
