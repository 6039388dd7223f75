import path from 'node:path';
import { type BackendConfig, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Db } from '../db/db';
import { migrateToLatest } from '../db/migrate';
import { RoleChangeRefused, changeRole } from '../features/accounts/organiser-roles';
import { createSigningKeysRepository } from '../tokens/signing-keys-repository';
import { generateSigningKey, upkeepSigningKeys } from '../tokens/token-service';
import { createUsersRepository } from '../features/accounts/users-repository';

/**
 * The organiser's bootstrap and key rotation, run by someone with access to the server:
 *   npm run organiser -- list | promote <user id> | demote <user id> | rotate-signing-key
 * Accounts are chosen by id, never by a mobile or an e-mail a player could have registered.
 * On embedded PGlite, run it with the backend stopped (PGlite opens its folder in one process).
 */

const USAGE =
  'usage: npm run organiser -- list | promote <user id> | demote <user id> | rotate-signing-key';

const say = (line: string) => process.stdout.write(`${line}\n`);

function userIdOf(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new RoleChangeRefused(USAGE);
  return id;
}

async function run(db: Db, config: BackendConfig, [command, argument]: string[]): Promise<void> {
  switch (command) {
    case 'list': {
      const organisers = await createUsersRepository(db).listOrganisers();
      if (organisers.length === 0) say('No organiser accounts.');
      for (const o of organisers) say(`#${o.id} ${o.username} <${o.email}> mobile ${o.mobile}`);
      return;
    }
    case 'promote':
    case 'demote': {
      const role = command === 'promote' ? 'admin' : 'player';
      const id = userIdOf(argument);
      const { username, oldRole } = await changeRole(db, id, role, 'cli');
      say(`#${id} ${username}: ${oldRole} -> ${role}. Their earlier tokens no longer work.`);
      return;
    }
    case 'rotate-signing-key': {
      const keys = createSigningKeysRepository(db, config.signingKeySecret);
      const key = await generateSigningKey();
      await keys.insert(key);
      say(`New signing key ${key.kid}; earlier keys still verify the tokens they signed.`);
      const { retired } = await upkeepSigningKeys(keys, config.tokenTtlHours);
      if (retired > 0) say(`${retired} key(s) replaced over TOKEN_TTL_HOURS ago deleted.`);
      return;
    }
    default:
      throw new RoleChangeRefused(USAGE);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(db);
    await run(db, config, process.argv.slice(2));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RoleChangeRefused) {
    console.error(error.message);
  } else {
    console.error('The organiser command failed:', error);
  }
  process.exit(1);
});
