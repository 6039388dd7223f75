import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { architectureZones, readArchitecture } from '../../eslint/architecture.js';

/**
 * The house rules of ARCHITECTURE.md, shown failing with the real eslint.config.js. The zones
 * are computed from the files on disk when the config loads, so each probe is a real file,
 * written before ESLint starts and removed as soon as it has been linted.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const featuresRoot = path.join(repoRoot, 'backend/src/features');
// Lower-case letters and digits only, so a probe's name breaks no rule but the one it shows.
const unique = `${process.pid}${Date.now().toString(36)}`;

interface FeatureWithRepository {
  feature: string;
  /** Its *-repository.ts, without the extension, as an import names it. */
  repository: string;
}

/** Two features with a repository, by folder name: the probe's home and a neighbour. */
function homeAndNeighbour(): { home: FeatureWithRepository; neighbour: FeatureWithRepository } {
  const [home, neighbour] = fs
    .readdirSync(featuresRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((feature) => {
      const repository = fs
        .readdirSync(path.join(featuresRoot, feature))
        .find((name) => name.endsWith('-repository.ts'));
      return repository ? [{ feature, repository: repository.replace(/\.ts$/, '') }] : [];
    });
  if (!home || !neighbour) throw new Error(`${featuresRoot} needs two features with a repository`);
  return { home, neighbour };
}

const { home, neighbour } = homeAndNeighbour();
const probeFeature = path.join(featuresRoot, home.feature);

const cycleFolder = path.join(repoRoot, `tests/lint/cycle-probe-${unique}`);
const probes = {
  reachesIntoFeature: path.join(probeFeature, `lint-probe-${unique}-reach.ts`),
  notKebabCase: path.join(probeFeature, `lintProbe${unique}.ts`),
  clean: path.join(probeFeature, `lint-probe-${unique}-clean.ts`),
  cycleFirst: path.join(cycleFolder, 'first.ts'),
  cycleSecond: path.join(cycleFolder, 'second.ts'),
};

function probeSources(): Record<keyof typeof probes, string> {
  return {
    // Outside a feature, its repository is out of reach: only its public.ts is offered.
    reachesIntoFeature: `import * as repository from '../${neighbour.feature}/${neighbour.repository}';\n\nexport const lintProbe = Object.keys(repository).length;\n`,
    notKebabCase: 'export const lintProbe = 1;\n',
    // Inside its own feature a file may use the feature's repository, a layer below it.
    clean: `import * as repository from './${home.repository}';\n\nexport const lintProbe = Object.keys(repository).length;\n`,
    cycleFirst: `import { second } from './second';\n\nexport const first = 'first';\nexport const pair = (): string[] => [first, second];\n`,
    cycleSecond: `import { first } from './first';\n\nexport const second = 'second';\nexport const pair = (): string[] => [first, second];\n`,
  };
}

function removeProbes(): void {
  for (const file of Object.values(probes)) fs.rmSync(file, { force: true });
  fs.rmSync(cycleFolder, { recursive: true, force: true });
}

describe('the house rules in eslint.config.js', () => {
  const rulesBroken = new Map<keyof typeof probes, string[]>();

  beforeAll(async () => {
    const sources = probeSources();
    try {
      fs.mkdirSync(cycleFolder, { recursive: true });
      for (const [name, file] of Object.entries(probes)) {
        fs.writeFileSync(file, sources[name as keyof typeof probes]);
      }
      const results = await new ESLint({ cwd: repoRoot }).lintFiles(Object.values(probes));
      for (const [name, file] of Object.entries(probes)) {
        const result = results.find((candidate) => candidate.filePath === file);
        if (!result) throw new Error(`ESLint gave no result for ${file}`);
        rulesBroken.set(
          name as keyof typeof probes,
          result.messages.map((message) => message.ruleId ?? message.message),
        );
      }
    } finally {
      removeProbes();
    }
  });

  afterAll(removeProbes);

  it("passes a kebab-case file that imports its own feature's repository", () => {
    expect(rulesBroken.get('clean')).toEqual([]);
  });

  it("refuses a file that reaches into another feature's repository", () => {
    expect(rulesBroken.get('reachesIntoFeature')).toContain('import-x/no-restricted-paths');
  });

  it('refuses two files that import each other', () => {
    expect(rulesBroken.get('cycleFirst')).toContain('import-x/no-cycle');
    expect(rulesBroken.get('cycleSecond')).toContain('import-x/no-cycle');
  });

  it('refuses a file name that is not kebab-case', () => {
    expect(rulesBroken.get('notKebabCase')).toEqual(['check-file/filename-naming-convention']);
  });
});

describe('lint:cycles with .dependency-cruiser.cjs', () => {
  const probe = (name: string): string =>
    path.join(probeFeature, `lint-probe-${unique}-${name}.ts`);
  const typeOnly = (other: string, name: string): string =>
    `import type { ${other} } from './lint-probe-${unique}-${other.toLowerCase()}';\n\nexport interface ${name} {\n  next?: ${other};\n}\n`;
  // Each pair imports by type only, which import-x/no-cycle does not follow.
  const pairs = {
    cycle: {
      [probe('first')]: typeOnly('Second', 'First'),
      [probe('second')]: typeOnly('First', 'Second'),
    },
    chain: {
      [probe('head')]: typeOnly('Tail', 'Head'),
      [probe('tail')]: 'export interface Tail {\n  end: true;\n}\n',
    },
  };
  const runs = new Map<keyof typeof pairs, { status: number | null; output: string }>();
  const removePairs = (): void => {
    for (const files of Object.values(pairs)) {
      for (const file of Object.keys(files)) fs.rmSync(file, { force: true });
    }
  };

  beforeAll(() => {
    try {
      for (const [pair, files] of Object.entries(pairs)) {
        for (const [file, source] of Object.entries(files)) fs.writeFileSync(file, source);
        const run = spawnSync(
          path.join(repoRoot, 'node_modules/.bin/depcruise'),
          ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...Object.keys(files)],
          { cwd: repoRoot, encoding: 'utf8' },
        );
        runs.set(pair as keyof typeof pairs, {
          status: run.status,
          output: run.stdout + run.stderr,
        });
      }
    } finally {
      removePairs();
    }
  });

  afterAll(removePairs);

  it('refuses two files that import each other by type only', () => {
    const run = runs.get('cycle');
    expect(run?.output).toContain('no-circular');
    expect(run?.output).toContain(`lint-probe-${unique}-first.ts`);
    expect(run?.status).not.toBe(0);
  });

  it('passes type-only imports that go one way', () => {
    const run = runs.get('chain');
    expect(run?.status, run?.output).toBe(0);
  });
});

describe('eslint/architecture.js', () => {
  let tree: string;
  const document = [
    '```layers app',
    'composition  main.ts',
    'features     features/**',
    'base         lib/**',
    '```',
    '',
    '```features app',
    'features/*',
    '```',
    '',
  ].join('\n');

  /** A repository of its own for each test, holding the files and the document. */
  function writeTree(files: string[]): string {
    const root = fs.mkdtempSync(path.join(tree, 'case-'));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), 'export {};\n');
    }
    fs.writeFileSync(path.join(root, 'ARCHITECTURE.md'), document);
    return path.join(root, 'ARCHITECTURE.md');
  }

  beforeAll(() => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-'));
  });

  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

  it('reads the layers, top first, and the feature folders of each program', () => {
    const documentPath = writeTree(['app/main.ts']);
    expect(readArchitecture(documentPath)).toEqual([
      {
        root: 'app',
        layers: [
          { name: 'composition', patterns: ['main.ts'] },
          { name: 'features', patterns: ['features/**'] },
          { name: 'base', patterns: ['lib/**'] },
        ],
        features: ['features/*'],
      },
    ]);
  });

  it('keeps a lower layer from importing a higher one and outsiders from a feature', () => {
    const documentPath = writeTree([
      'app/main.ts',
      'app/features/shop/public.ts',
      'app/features/shop/shop-repository.ts',
      'app/lib/money.ts',
    ]);
    const zones = architectureZones(documentPath);
    expect(zones).toContainEqual(
      expect.objectContaining({
        target: ['app/lib/money.ts'],
        from: expect.arrayContaining(['app/main.ts', 'app/features/shop/shop-repository.ts']),
      }),
    );
    expect(zones).toContainEqual(
      expect.objectContaining({ target: ['app/lib/money.ts'], from: 'app/features/shop' }),
    );
  });

  it('throws, naming the file, when a file matches no layer', () => {
    const documentPath = writeTree(['app/main.ts', 'app/stray.ts']);
    expect(() => architectureZones(documentPath)).toThrow(/app\/stray\.ts/);
  });
});
