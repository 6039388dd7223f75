import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { createUsersRepository } from '../features/accounts/users-repository';
import { DEMO_PLAYER, DEMO_SECOND_ORGANISER } from './demo-players';
import { demoRepository } from './demo-repository';
import { demoAccounts, hashDemoPassword, seedAccounts } from './seed-accounts';
import { seedContent } from './seed-content';
import { seedDemoBell } from './seed-notifications';
import { seedSecondOrganiser } from './seed-organisers';
import { seedDemoPayee } from './seed-payee';
import { seedDemoPrizeFunding } from './seed-prize-funding';
import { seedDemoCompliance } from './seed-compliance';
import { seedDemoInvitation } from './seed-squads';
import { seedTournaments } from './seed-tournaments';
import { seedDemoWallet } from './seed-wallet';

/** Said whenever demo data is seeded, and at every start while demo accounts exist. */
export const DEMO_BANNER =
  'DEMO DATA: this database holds demo accounts with published passwords and demo money ' +
  'that cannot be withdrawn. Never run it in production (SEED_DEMO_DATA=false).';

/** At every start with demo accounts in the database, the banner again. */
export async function warnOfDemoAccounts(db: Db, log: FastifyBaseLogger): Promise<void> {
  if (await createUsersRepository(db).hasDemoAccounts()) log.warn(DEMO_BANNER);
}

type SeedOutcome = 'seeded' | 'not_empty' | 'accounts_taken' | 'failed';

/**
 * Fills an empty database (no tournaments and no blogs) with believable demo data, once, in
 * one transaction: a failure leaves the database as it was. Demo data is a convenience, so a
 * failure is logged and the backend starts anyway.
 */
export async function seedDemoDataOnce(db: Db, log: FastifyBaseLogger): Promise<SeedOutcome> {
  try {
    const outcome = await seed(db);
    if (outcome === 'seeded') {
      log.warn(
        { mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password },
        `${DEMO_BANNER} Log in as the demo player: mobile ${DEMO_PLAYER.mobile}, password ${DEMO_PLAYER.password}; ` +
          `as the second organiser: mobile ${DEMO_SECOND_ORGANISER.mobile}, password ${DEMO_SECOND_ORGANISER.password}`,
      );
    } else if (outcome === 'accounts_taken') {
      log.warn('Demo data not seeded: some demo accounts would clash with existing ones');
    } else {
      log.debug('Demo data not seeded: the database already has tournaments or blogs');
    }
    return outcome;
  } catch (error) {
    log.error({ err: error }, 'Demo data could not be seeded; the database was left unchanged');
    return 'failed';
  }
}

async function seed(db: Db): Promise<SeedOutcome> {
  // The usual case, a database seeded at an earlier start, costs one read and no hashing.
  if (await demoRepository.hasTournamentsOrBlogs(db)) return 'not_empty';
  const passwordHash = await hashDemoPassword();
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    await demoRepository.lockSeeding(trx);
    if (await demoRepository.hasTournamentsOrBlogs(trx)) return 'not_empty';
    if (await demoRepository.anyAccountTaken(trx, [...demoAccounts(), DEMO_SECOND_ORGANISER])) {
      return 'accounts_taken';
    }

    const rosters = await seedAccounts(trx, passwordHash);
    await seedDemoCompliance(trx, now);
    const tournaments = await seedTournaments(trx, rosters, now);
    const demoPlayer = rosters[0]?.players[0];
    if (demoPlayer) {
      const transactions = await seedDemoWallet(trx, demoPlayer.userId, tournaments, now);
      await seedDemoBell(trx, demoPlayer.userId, { tournaments, transactions }, now);
      await seedDemoInvitation(trx, demoPlayer.userId);
    }
    await seedContent(trx, now);
    await seedDemoPayee(trx);
    const organiserId = await seedSecondOrganiser(trx);
    if (organiserId !== undefined) await seedDemoPrizeFunding(trx, organiserId);
    return 'seeded';
  });
}
