import { type FormikErrors, getIn, setIn } from 'formik';
import { ValidationError } from 'yup';
import type { ResultRow } from '#common/standings';
import { resultSheetSchema } from '#common/validation';
import type { MatchDeskQuery, ResultRowInput } from '../../../../generated/admin';

type Desk = NonNullable<MatchDeskQuery['admin']['tournament']>;
export type DeskTeam = Desk['teams'][number];
export type PostedMatch = Desk['matches'][number];
type PostedRow = PostedMatch['rows'][number];

export const KILL_FIELDS = [
  'player1Kills',
  'player2Kills',
  'player3Kills',
  'player4Kills',
] as const;

/** One team's line of the sheet as the inputs hold it: counts are text until sent. */
export interface SheetRowValues {
  teamName: string;
  player1Kills: string;
  player2Kills: string;
  player3Kills: string;
  player4Kills: string;
  positionPoints: string;
  participated: boolean;
  booyah: boolean;
}

export interface SheetValues {
  rows: SheetRowValues[];
}

/** Errors of the sheet, with `sheet` for a rule across rows (two booyahs). */
export type SheetErrors = FormikErrors<SheetValues> & { sheet?: string };

const nameKey = (name: string) => name.trim().toLowerCase();

const blankRow = (team: DeskTeam): SheetRowValues => ({
  teamName: team.name,
  player1Kills: '0',
  player2Kills: '0',
  player3Kills: '0',
  player4Kills: '0',
  positionPoints: '0',
  // A team marked absent did not play; the organiser can still say otherwise.
  participated: team.status !== 'ABSENT',
  booyah: false,
});

const postedRowValues = (team: DeskTeam, row: PostedRow): SheetRowValues => ({
  teamName: team.name,
  player1Kills: String(row.player1Kills),
  player2Kills: String(row.player2Kills),
  player3Kills: String(row.player3Kills),
  player4Kills: String(row.player4Kills),
  positionPoints: String(row.positionPoints),
  participated: row.participated,
  booyah: row.booyah,
});

/**
 * The sheet to start from: one row per team in booking order, filled from the posted sheet
 * when the match has one (a team missing from it did not play), else blank.
 */
export function sheetFor(teams: readonly DeskTeam[], posted: PostedMatch | undefined): SheetValues {
  const postedByTeam = new Map(posted?.rows.map((row) => [nameKey(row.teamName), row]));
  return {
    rows: teams.map((team) => {
      const row = postedByTeam.get(nameKey(team.name));
      if (row) return postedRowValues(team, row);
      return posted ? { ...blankRow(team), participated: false } : blankRow(team);
    }),
  };
}

/** A count as typed, or 0 while it is not one yet (the standings preview never breaks). */
const countOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : 0);

export const typedRow = (row: SheetRowValues): ResultRow => ({
  teamName: row.teamName,
  player1Kills: countOf(row.player1Kills),
  player2Kills: countOf(row.player2Kills),
  player3Kills: countOf(row.player3Kills),
  player4Kills: countOf(row.player4Kills),
  positionPoints: countOf(row.positionPoints),
  matchParticipated: row.participated ? 1 : 0,
  booyah: row.booyah ? 1 : 0,
});

export const postedRow = (row: PostedRow): ResultRow => ({
  teamName: row.teamName,
  player1Kills: row.player1Kills,
  player2Kills: row.player2Kills,
  player3Kills: row.player3Kills,
  player4Kills: row.player4Kills,
  positionPoints: row.positionPoints,
  matchParticipated: row.participated ? 1 : 0,
  booyah: row.booyah ? 1 : 0,
});

/** Every posted row of the other matches, with this match's rows as typed in their place. */
export const rowsAfterSaving = (
  matches: readonly PostedMatch[],
  matchNumber: number,
  typed: readonly SheetRowValues[],
): ResultRow[] => [
  ...matches
    .filter((match) => match.matchNumber !== matchNumber)
    .flatMap((m) => m.rows.map(postedRow)),
  ...typed.map(typedRow),
];

export const toRowInput = (row: SheetRowValues): ResultRowInput => ({
  teamName: row.teamName,
  player1Kills: Number(row.player1Kills),
  player2Kills: Number(row.player2Kills),
  player3Kills: Number(row.player3Kills),
  player4Kills: Number(row.player4Kills),
  positionPoints: Number(row.positionPoints),
  participated: row.participated,
  booyah: row.booyah,
});

/**
 * The shared sheet rules as formik errors: each cell's message on its cell, a rule across rows
 * (one booyah per match) under `sheet`.
 */
export function validateSheet(values: SheetValues): SheetErrors {
  try {
    resultSheetSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    let errors: SheetErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (!inner.path || inner.path === 'rows')
        errors = { ...errors, sheet: errors.sheet ?? inner.message };
      else if (!getIn(errors, inner.path)) errors = setIn(errors, inner.path, inner.message);
    }
    return errors;
  }
}
