/**
 * The environment of a backend command-line tool run by a test on the embedded database in
 * `dataDir`: the run's own DATABASE_URL (a PostgreSQL run's) must not reach it.
 */
export const cliEnvFor = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DATABASE_DIRECT_URL: '',
  NODE_ENV: 'test',
});
