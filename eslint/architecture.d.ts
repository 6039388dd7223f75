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

export function readCrossings(documentPath: string): Array<{ from: string; to: string }>;

export function architectureZones(documentPath: string): Array<{
  target: string[];
  from: string | string[];
  except?: string[];
  message: string;
}>;
