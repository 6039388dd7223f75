export interface Layer {
  name: string;
  patterns: string[];
}

export interface ProgramLayout {
  /** The program's folder, from the repository root. */
  root: string;
  /** Top to bottom. */
  layers: Layer[];
  /** Patterns of its feature folders, relative to root. */
  features: string[];
}

export function readArchitecture(documentPath: string): ProgramLayout[];

/** The feature folder a file of the program belongs to (the innermost one), or undefined. */
export function featureLookup(
  repoRoot: string,
  program: ProgramLayout,
): (file: string) => string | undefined;

export function readCrossings(documentPath: string): Array<{ from: string; to: string }>;

export function architectureZones(documentPath: string): Array<{
  target: string[];
  from: string | string[];
  except?: string[];
  message: string;
}>;
