import { array, object } from 'yup';
import { resultRowSchema } from './admin';

/**
 * A match's whole result sheet as the match desk enters it: each row by `resultRowSchema`, and
 * the backend's rules across rows with its messages (one winner, and only a team that played).
 */

export const RESULT_SHEET_MESSAGES = {
  oneBooyah: 'Only one team can win (booyah) a match',
  booyahNotPlayed: (teamName: string) => `Team "${teamName}" cannot win a match it did not play`,
} as const;

interface SheetRow {
  teamName?: string;
  booyah?: boolean;
  participated?: boolean;
}

export const resultSheetSchema = object({
  rows: array()
    .of(resultRowSchema)
    .required()
    .test('one-booyah', RESULT_SHEET_MESSAGES.oneBooyah, (rows) =>
      rows ? rows.filter((row: SheetRow) => row.booyah).length <= 1 : true,
    )
    .test('booyah-played', function (rows) {
      const absentWinner = (rows ?? []).find(
        (row: SheetRow) => row.booyah && row.participated === false,
      );
      return absentWinner
        ? this.createError({
            message: RESULT_SHEET_MESSAGES.booyahNotPlayed(absentWinner.teamName ?? ''),
          })
        : true;
    }),
});
