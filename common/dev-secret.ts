import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The files under DATA_DIR holding the secrets a development start makes for itself. */
export const DEV_SECRET_FILES = {
  gateway: 'gateway-shared-secret',
  signingKeys: 'signing-key-secret',
} as const;

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A secret kept in `dataDir/fileName`, made on first use, so a development start needs nothing
 * set. Backend and gateway started together (`npm start`) may both make one at once: each
 * writes its own temporary file and links it into place, which fails for all but the first, so
 * both read the same secret. Only the owner may read it (0600).
 */
export function devSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const made = readSecret(file);
  if (!made) throw new Error(`${file} is empty`);
  return made;
}

/** The secret the environment gives, or outside production the development one. */
export function secretOrDevSecret(
  given: string | undefined,
  production: boolean,
  dataDir: string,
  fileName: string,
): string {
  if (given) return given;
  // The schema has refused a production start without it; this is a guard for other callers.
  if (production) throw new Error(`${fileName} must be set in production`);
  return devSecret(dataDir, fileName);
}

/** The yup test of a secret a production start must be given (dev starts make their own). */
export const requiredInProduction =
  (name: string) =>
  (env: { NODE_ENV?: string } & Record<string, unknown>): boolean =>
    env.NODE_ENV !== 'production' || Boolean(env[name]);
