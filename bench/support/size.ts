/**
 * How big a bench runs. By default at its full size, for figures; with BENCH_SIZE=tiny at a
 * size that only shows it still runs from start to end (CI runs every bench so, so none rots;
 * its figures mean nothing). A setting named in the environment wins over both.
 */
const SIZE = process.env.BENCH_SIZE ?? 'full';
if (SIZE !== 'full' && SIZE !== 'tiny') {
  throw new Error(`BENCH_SIZE must be full or tiny, not ${SIZE}`);
}

export const TINY_RUN = SIZE === 'tiny';

/** The number in the environment variable `name`, else the bench's full or tiny default. */
export function benchSetting(name: string, full: number, tiny: number): number {
  const value = Number(process.env[name] ?? (TINY_RUN ? tiny : full));
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number`);
  return value;
}
