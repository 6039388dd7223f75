import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BackendConfig } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { createAccount } from './new-accounts';
import { hashSecret, verifySecret } from './passwords';
import { createUsersRepository } from './users-repository';

/** Without ADMIN_MOBILE / ADMIN_PASSWORD, a development organiser is created on this mobile. */
export const DEV_ADMIN_MOBILE = '9999999999';
export const devAdminEmail = (mobile: string) => `organiser.${mobile}@gmail.com`;

async function createOrganiser(
  db: Db,
  organiser: { mobile: string; email: string; password: string },
) {
  try {
    return await createAccount(db, {
      email: organiser.email,
      mobile: organiser.mobile,
      passwordHash: await hashSecret(organiser.password),
      role: 'admin',
    });
  } catch (error) {
    if (error instanceof AppError) {
      throw new Error(`The organiser account cannot be created: ${error.message}.`);
    }
    throw error;
  }
}

/**
 * At every start: the organiser of ADMIN_MOBILE / ADMIN_PASSWORD exists, is an organiser, and
 * has that password. Without them, a development organiser is created once, its generated
 * password logged once; later starts leave it as it is.
 */
export async function ensureAdmin(
  db: Db,
  config: BackendConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  const users = createUsersRepository(db);
  if (config.admin) {
    const { mobile, password } = config.admin;
    const existing = await users.findByMobile(mobile);
    if (!existing) {
      await createOrganiser(db, config.admin);
      log.info({ mobile }, 'organiser account created');
      return;
    }
    const samePassword = await verifySecret(password, existing.password_hash);
    await users.makeOrganiser(existing.id, samePassword ? undefined : await hashSecret(password));
    return;
  }

  const existing = await users.findByMobile(DEV_ADMIN_MOBILE);
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
    email: devAdminEmail(DEV_ADMIN_MOBILE),
    password,
  });
  log.warn(
    { mobile: DEV_ADMIN_MOBILE, password },
    'development organiser created; log in with this mobile and password (shown once). ' +
      'Set ADMIN_MOBILE and ADMIN_PASSWORD to choose your own.',
  );
}
