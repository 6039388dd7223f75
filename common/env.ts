import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';

/** A program's environment failed its checks; `problems` lists every one of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * Checks the environment against a program's schema, listing every problem at once so a
 * misconfigured deployment is fixed in one go. Empty variables count as unset.
 */
export function parseEnv<T extends AnyObject>(schema: ObjectSchema<T>, env: NodeJS.ProcessEnv): T {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  try {
    return schema.validateSync(present, { abortEarly: false }) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
}

/** The deployment mode, from NODE_ENV: production changes defaults (demo data, playground, ...). */
export type RunMode = 'production' | 'development' | 'test';

export function runModeOf(env: NodeJS.ProcessEnv): RunMode {
  const value = env.NODE_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}
