import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type BackendConfig, organiserEmail } from '../../config';
import type { Db } from '../../db/db';
import { AppError } from '../../errors';
import { createAccount } from './new-accounts';
import { hashSecret, verifySecret } from './passwords';
import { createUsersRepository } from './users-repository';

/** Without ADMIN_MOBILE / ADMIN_PASSWORD, a development start creates an organiser here. */
export const DEV_ADMIN_MOBILE = '9999999999';

export const PROMOTE_HINT =
  'To make an existing account an organiser, run: npm run organiser -- promote <user id>';

/** A new organiser account, recorded as created by this start. */
async function createOrganiser(
  db: Db,
  organiser: { mobile: string; email: string; password: string },
) {
  try {
    const { user } = await createAccount(db, {
      email: organiser.email,
      mobile: organiser.mobile,
      passwordHash: await hashSecret(organiser.password),
      role: 'admin',
    });
    await createUsersRepository(db).recordRoleChange({
      user_id: user.id,
      old_role: null,
      new_role: 'admin',
      source: 'startup',
    });
    return user;
  } catch (error) {
    if (error instanceof AppError) {
      throw new Error(`The organiser account cannot be created: ${error.message}.`);
    }
    throw error;
  }
}

/**
 * ADMIN_MOBILE / ADMIN_PASSWORD: a new organiser account with that mobile, or the existing
 * organiser's password kept in line. A player who holds the mobile (mobiles are not verified,
 * and players edit theirs) is never promoted: the start logs why and goes on.
 */
async function ensureConfiguredAdmin(
  db: Db,
  admin: NonNullable<BackendConfig['admin']>,
  log: FastifyBaseLogger,
): Promise<void> {
  const users = createUsersRepository(db);
  const existing = await users.findByMobile(admin.mobile);
  if (!existing) {
    const user = await createOrganiser(db, admin);
    log.info({ userId: user.id, mobile: admin.mobile }, 'organiser account created');
    return;
  }
  if (existing.role !== 'admin') {
    log.error(
      { userId: existing.id, mobile: admin.mobile },
      `ADMIN_MOBILE belongs to a player account, which was NOT made an organiser. ${PROMOTE_HINT}`,
    );
    return;
  }
  if (!(await verifySecret(admin.password, existing.password_hash))) {
    await users.setPasswordHash(existing.id, await hashSecret(admin.password));
    log.info({ userId: existing.id }, 'organiser password set from ADMIN_PASSWORD');
  }
}

/** A development start without ADMIN_*: an organiser with a generated password, logged once. */
async function ensureDevAdmin(db: Db, log: FastifyBaseLogger): Promise<void> {
  const existing = await createUsersRepository(db).findByMobile(DEV_ADMIN_MOBILE);
  if (existing) {
    if (existing.role !== 'admin') {
      log.warn(
        { mobile: DEV_ADMIN_MOBILE },
        'no development organiser: a player already uses its mobile; set ADMIN_MOBILE and ADMIN_PASSWORD',
      );
    }
    return;
  }
  const password = randomBytes(12).toString('base64url');
  await createOrganiser(db, {
    mobile: DEV_ADMIN_MOBILE,
    email: organiserEmail(DEV_ADMIN_MOBILE),
    password,
  });
  log.warn(
    { mobile: DEV_ADMIN_MOBILE, password },
    'development organiser created; log in with this mobile and password (shown once). ' +
      'Set ADMIN_MOBILE and ADMIN_PASSWORD to choose your own.',
  );
}

/**
 * At every start: the configured organiser exists; a development start with demo data gets one
 * of its own; any other start without an organiser says how to make one.
 */
export async function ensureAdmin(
  db: Db,
  config: BackendConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.admin) return ensureConfiguredAdmin(db, config.admin, log);
  if (config.mode === 'development' && config.seedDemoData) return ensureDevAdmin(db, log);
  if ((await createUsersRepository(db).listOrganisers()).length === 0) {
    log.warn(`No organiser account. Set ADMIN_MOBILE and ADMIN_PASSWORD. ${PROMOTE_HINT}`);
  }
}
