import { type InferType, array, number, object, string } from 'yup';
import { TEXT_MAX_LENGTH } from '#common/constants';
import { KILLS_MAX, POSITION_POINTS_MAX } from '#common/validation/admin';
import { idField } from '#common/validation/fields';

/** Request schemas of the points reads and the organiser's result sheets. */

export const standingsQuerySchema = object({ tournId: idField('tournament') });
export type StandingsQuery = InferType<typeof standingsQuerySchema>;

export const matchQuerySchema = object({
  tournId: idField('tournament'),
  matchId: idField('match'),
});
export type MatchQuery = InferType<typeof matchQuerySchema>;

/** No tournament has more teams than slots, and slots are capped at 1000. */
const MAX_ROWS = 1000;

/**
 * The request checker refuses mistyped top-level fields; rows are nested, so their numbers are
 * checked strictly here (no "5" taken for 5). The limits are the console form's (common).
 */
const score = (name: string, max: number) =>
  number()
    .strict()
    .typeError(`\${path} must be a number`)
    .integer(`\${path} must be a whole number`)
    .min(0, `\${path} cannot be negative`)
    .max(max, `\${path} cannot exceed ${max}`)
    .required(`${name} is required for every team`);

const zeroOrOne = () =>
  number()
    .strict()
    .typeError(`\${path} must be 0 or 1`)
    .oneOf([0, 1], `\${path} must be 0 or 1`)
    .optional();

const resultRowSchema = object({
  teamName: string()
    .test('is-text', `\${path} must be text`, function isText() {
      return this.originalValue === undefined || typeof this.originalValue === 'string';
    })
    .trim()
    .required('Every row needs a teamName')
    .max(TEXT_MAX_LENGTH.name, `\${path} cannot exceed ${TEXT_MAX_LENGTH.name} characters`),
  player1Kills: score('player1Kills', KILLS_MAX),
  player2Kills: score('player2Kills', KILLS_MAX),
  player3Kills: score('player3Kills', KILLS_MAX),
  player4Kills: score('player4Kills', KILLS_MAX),
  postionPoints: score('postionPoints', POSITION_POINTS_MAX),
  matchParticipated: zeroOrOne(),
  booyah: zeroOrOne(),
})
  .typeError(`\${path} must be an object`)
  .nonNullable(`\${path} must be an object`);

export const matchResultsSchema = object({
  matchId: idField('match'),
  rows: array(resultRowSchema)
    .meta({
      description:
        'One per team: { teamName (as registered, any case), player1Kills, player2Kills, ' +
        `player3Kills, player4Kills (integers 0-${KILLS_MAX}), ` +
        `postionPoints (integer 0-${POSITION_POINTS_MAX}), matchParticipated (0 or 1, ` +
        'default 1), booyah (0 or 1, default 0) }',
    })
    .typeError('rows must be a list of team results')
    .required('rows must list at least one team')
    .min(1, 'rows must list at least one team')
    .max(MAX_ROWS, `rows cannot list more than ${MAX_ROWS} teams`),
});
export type MatchResultsInput = InferType<typeof matchResultsSchema>;
export type ResultRowInput = MatchResultsInput['rows'][number];
