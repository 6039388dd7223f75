import fs from 'node:fs';
import path from 'node:path';
import { featureLookup, readArchitecture } from '../eslint/architecture.js';

/**
 * The figures the house rules are judged by, per program of ARCHITECTURE.md: hand-written
 * source files (no tests, no generated code), their median and largest lengths, and how many
 * imports cross from one feature into another (through a public.ts or not).
 *
 *   npx tsx scripts/layout-figures.ts [repository folder]
 */

const repoRoot = path.resolve(process.argv[2] ?? '.');
const SOURCE = /\.(ts|tsx)$/;
const NOT_HAND_WRITTEN =
  /(^|\/)(test|tests|generated|node_modules|dist|dist-server)(\/|$)|\.test\.tsx?$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (NOT_HAND_WRITTEN.test(relative)) return [];
    if (entry.isDirectory()) return filesUnder(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

function linesOf(file: string): number {
  return fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n').length - 1;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function resolveImport(importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(importer), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
    fs.existsSync(path.join(repoRoot, candidate)),
  );
}

const rows = readArchitecture(path.join(repoRoot, 'ARCHITECTURE.md')).map((program) => {
  const files = filesUnder(program.root);
  const featureOf = featureLookup(repoRoot, program);
  const lengths = files.map(linesOf);
  let crossFeature = 0;
  let pastPublic = 0;
  for (const file of files) {
    const from = featureOf(file);
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]!);
      if (!target || !target.startsWith(`${program.root}/`)) continue;
      const to = featureOf(target);
      if (!from || !to || from === to || to.startsWith(`${from}/`)) continue;
      crossFeature += 1;
      if (path.posix.basename(target) !== 'public.ts') pastPublic += 1;
    }
  }
  const largest = files
    .map((file, index) => ({ file, lines: lengths[index]! }))
    .sort((a, b) => b.lines - a.lines)[0];
  return {
    program: program.root,
    files: files.length,
    median: median(lengths),
    over150: lengths.filter((lines) => lines > 150).length,
    over250: lengths.filter((lines) => lines > 250).length,
    largest: largest ? `${largest.file} (${largest.lines})` : '-',
    crossFeatureImports: crossFeature,
    notThroughPublic: pastPublic,
  };
});

const columns = Object.keys(rows[0] ?? {});
const table = [
  `| ${columns.join(' | ')} |`,
  `|${columns.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${Object.values(row).join(' | ')} |`),
];
process.stdout.write(`${table.join('\n')}\n`);
