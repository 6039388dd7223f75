import { type InferType, array, number, object, string } from 'yup';
import { PENALTY_MAX_POINTS, PLAYERS_PER_SQUAD } from '#common/points-systems';
import { REASON_MAX_LENGTH, reasonField } from '#common/validation/admin';
import { idField } from '#common/validation/fields';

/** Request schemas of results by finishing order, penalties and result screenshots. */

export const matchParamsSchema = object({ id: idField('tournament'), matchNo: idField('match') });
export type MatchParams = InferType<typeof matchParamsSchema>;

export const penaltyParamsSchema = object({
  id: idField('tournament'),
  penaltyId: idField('penalty'),
});
export type PenaltyParams = InferType<typeof penaltyParamsSchema>;

export const screenshotParamsSchema = object({
  id: idField('tournament'),
  screenshotId: idField('screenshot'),
});
export type ScreenshotParams = InferType<typeof screenshotParamsSchema>;

export const matchNotesQuerySchema = object({ tournId: idField('tournament') });
export type MatchNotesQuery = InferType<typeof matchNotesQuerySchema>;

/** Nested numbers are checked strictly: "5" is not taken for 5. Ranges are the service's. */
const whole = (message: string) =>
  number().strict().typeError(message).integer(message).required(message);

const squadSchema = object({
  teamId: whole('teamId must be a squad id'),
  place: whole('place must be a whole number'),
  kills: array(whole('Kills must be whole numbers'))
    .typeError('kills must be a list of numbers, player 1 first')
    .max(PLAYERS_PER_SQUAD, `Kills are entered for at most ${PLAYERS_PER_SQUAD} players`)
    .default([]),
})
  .typeError(`\${path} must be an object`)
  .nonNullable(`\${path} must be an object`);

/** No match has more squads than a tournament has slots, capped at 1000. */
const MAX_SQUADS = 1000;

export const finishingOrderSchema = object({
  squads: array(squadSchema)
    .meta({
      description:
        'Every squad in play once: { teamId, place (1 = Booyah), kills: [player1, ... player4] }',
    })
    .typeError('squads must be a list')
    .required('squads must list the squads in play')
    .min(1, 'squads must list the squads in play')
    .max(MAX_SQUADS, `squads cannot list more than ${MAX_SQUADS} squads`),
  reason: string()
    .trim()
    .max(REASON_MAX_LENGTH, `Reason cannot exceed ${REASON_MAX_LENGTH} characters`)
    .meta({ description: 'Required when the match already has results (a correction)' })
    .optional(),
});
export type FinishingOrderInput = InferType<typeof finishingOrderSchema>;

export const penaltySchema = object({
  teamId: idField('team'),
  points: number()
    .typeError('Penalty points must be a number')
    .required('Enter the penalty points')
    .integer('Penalty points must be a whole number')
    .min(1, `Penalty points must be from 1 to ${PENALTY_MAX_POINTS}`)
    .max(PENALTY_MAX_POINTS, `Penalty points must be from 1 to ${PENALTY_MAX_POINTS}`),
  reason: reasonField(),
});
export type PenaltyInput = InferType<typeof penaltySchema>;

export const screenshotSchema = object({
  pictureId: string()
    .trim()
    .required('Upload the screenshot first')
    .max(64, 'No uploaded picture has this id: upload the screenshot first'),
});
export type ScreenshotInput = InferType<typeof screenshotSchema>;
