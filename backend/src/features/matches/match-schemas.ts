import { type InferType, number, object } from 'yup';
import { MATCH_MESSAGES, isoDateTimeField, matchMapField } from '#common/match-schedule';
import { ROOM_FIELD_MAX_LENGTH } from '#common/validation/admin';
import { idField, requiredText } from '#common/validation/fields';

/** Request schemas of a tournament's schedule: its matches, their maps, starts and rooms. */

const dateTime = isoDateTimeField;

const matchNoField = () =>
  number()
    .typeError('Invalid match number')
    .required('Invalid match number')
    .integer('Invalid match number')
    .min(1, 'Invalid match number')
    .max(50, 'Invalid match number');

export const matchParamsSchema = object({ id: idField('tournament'), matchNo: matchNoField() });
export type MatchParams = InferType<typeof matchParamsSchema>;

/** Organiser paths name the tournament `:id`. */
export const tourneyAdminParamsSchema = object({ id: idField('tournament') });
export type TourneyAdminParams = InferType<typeof tourneyAdminParamsSchema>;

export const tourneyParamsSchema = object({ tournId: idField('tournament') });
export type TourneyParams = InferType<typeof tourneyParamsSchema>;

export const audienceQuerySchema = object({
  match: matchNoField().optional().meta({
    description: 'The match whose room; omitted: the latest released one (else the next waiting)',
  }),
});
export type AudienceQuery = InferType<typeof audienceQuerySchema>;

/** An edit of one match: what it names changes, the rest stays. */
export const matchPatchSchema = object({
  map: matchMapField().optional(),
  startsAt: dateTime(MATCH_MESSAGES.startInvalid).optional(),
});
export type MatchPatchInput = InferType<typeof matchPatchSchema>;

/** A match's room; without releaseAt, entrants get it 7 minutes before the match starts. */
export const matchRoomSchema = object({
  roomId: requiredText('Room ID is required', ROOM_FIELD_MAX_LENGTH, 'Room ID'),
  roomPassword: requiredText('Room password is required', ROOM_FIELD_MAX_LENGTH, 'Room password'),
  releaseAt: dateTime(MATCH_MESSAGES.releaseInvalid).optional().meta({
    description:
      'When entrants get the room; default 7 minutes before the match starts, now or past: at once',
  }),
});
export type MatchRoomInput = InferType<typeof matchRoomSchema>;
