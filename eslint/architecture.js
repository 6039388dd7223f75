// Reads the layer and feature blocks of ARCHITECTURE.md and turns them into
// import-x/no-restricted-paths zones, so the document is the one place the layout is written.
import fs from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';

const TEST_FILE = /(^|\/)(test|tests)\/|\.test\.tsx?$/;
const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'generated-docs']);

/** Every ```layers ROOT and ```features ROOT block of the document, by root. */
export function readArchitecture(documentPath) {
  const text = fs.readFileSync(documentPath, 'utf8');
  const programs = new Map();
  for (const [, kind, root, body] of text.matchAll(/```(layers|features) (\S+)\n([\s\S]*?)```/g)) {
    const program = programs.get(root) ?? { root, layers: [], features: [] };
    const lines = body
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (kind === 'layers') {
      program.layers = lines.map((line) => {
        const [name, ...patterns] = line.split(/\s+/);
        return { name, patterns };
      });
    } else {
      program.features = lines;
    }
    programs.set(root, program);
  }
  return [...programs.values()];
}

// Paths are relative to the repository root, which is the lint rule's basePath.
function sourceFilesUnder(repoRoot, folder) {
  return fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFilesUnder(repoRoot, relative);
    }
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(relative) ? [relative] : [];
  });
}

function foldersUnder(repoRoot, folder) {
  return fs
    .readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name))
    .flatMap((entry) => {
      const relative = path.posix.join(folder, entry.name);
      return [relative, ...foldersUnder(repoRoot, relative)];
    });
}

/** The first layer a file matches, as its index (0 is the top), or -1. */
function layerOf(program, file) {
  const relative = path.posix.relative(program.root, file);
  return program.layers.findIndex((layer) =>
    layer.patterns.some((pattern) => minimatch(relative, pattern, { dot: true })),
  );
}

/** Feature folders, deepest first, so that a file is given to the innermost one. */
function featureFolders(repoRoot, program) {
  return foldersUnder(repoRoot, program.root)
    .filter((folder) =>
      program.features.some((pattern) =>
        minimatch(path.posix.relative(program.root, folder), pattern),
      ),
    )
    .filter((folder) => !TEST_FILE.test(`${folder}/`))
    .sort((a, b) => b.length - a.length);
}

/** The feature folder a file of the program belongs to (the innermost one), or undefined. */
export function featureLookup(repoRoot, program) {
  const folders = featureFolders(repoRoot, program);
  return (file) => folders.find((folder) => file.startsWith(`${folder}/`));
}

function layerZones(program, files) {
  const byLayer = program.layers.map(() => []);
  const unplaced = [];
  for (const file of files) {
    const index = layerOf(program, file);
    if (index === -1) unplaced.push(file);
    else byLayer[index].push(file);
  }
  if (unplaced.length > 0) {
    throw new Error(
      `ARCHITECTURE.md places no layer for: ${unplaced.join(', ')} (add it to a layers block)`,
    );
  }
  return program.layers.flatMap((layer, index) => {
    const higher = byLayer.slice(0, index).flat();
    if (index === 0 || byLayer[index].length === 0 || higher.length === 0) return [];
    return [
      {
        target: byLayer[index],
        from: higher,
        message: `the ${layer.name} layer of ${program.root} imports only its own layer and those below it (ARCHITECTURE.md)`,
      },
    ];
  });
}

function featureZones(repoRoot, program, files) {
  const folders = featureFolders(repoRoot, program);
  const composition = new Set(files.filter((file) => layerOf(program, file) === 0));
  const featureOf = featureLookup(repoRoot, program);
  return folders.flatMap((folder) => {
    const outsiders = files.filter((file) => !composition.has(file) && featureOf(file) !== folder);
    if (outsiders.length === 0) return [];
    const innerFeatures = folders.filter((other) => other.startsWith(`${folder}/`));
    return [
      {
        target: outsiders,
        from: folder,
        except: [
          './public.ts',
          ...innerFeatures.map((inner) => `./${path.posix.relative(folder, inner)}`),
        ],
        message: `reach ${folder} only through its public.ts (ARCHITECTURE.md)`,
      },
    ];
  });
}

/** The no-restricted-paths zones of every program in the document. */
export function architectureZones(documentPath) {
  const repoRoot = path.dirname(documentPath);
  const programs = readArchitecture(documentPath);
  return [
    ...crossingZones(programs, readCrossings(documentPath)),
    ...programs.flatMap((program) => {
      const files = sourceFilesUnder(repoRoot, program.root);
      return [...layerZones(program, files), ...featureZones(repoRoot, program, files)];
    }),
  ];
}

/** The ```crossings block: `FROM -> TO` lines, each an import one program may make of another. */
export function readCrossings(documentPath) {
  const text = fs.readFileSync(documentPath, 'utf8');
  const block = text.match(/```crossings\n([\s\S]*?)```/)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to] = line.split(/\s*->\s*/);
      return { from, to };
    });
}

/** A program imports another only where a crossing allows it: the whole program or one file. */
function crossingZones(programs, crossings) {
  return programs.flatMap((importer) =>
    programs
      .filter((imported) => imported !== importer)
      .filter(
        (imported) => !crossings.some((c) => c.from === importer.root && c.to === imported.root),
      )
      .map((imported) => ({
        target: importer.root,
        from: imported.root,
        except: crossings
          .filter((c) => c.from === importer.root && c.to.startsWith(`${imported.root}/`))
          .map((c) => `./${path.posix.relative(imported.root, c.to)}`),
        message: `${importer.root} imports ${imported.root} only where ARCHITECTURE.md's crossings allow it`,
      })),
  );
}
