import { type InferType, object } from 'yup';
import { idField } from '#common/validation/fields';

/** Check-in's paths: the player's name the tournament `:tournamentId`, the organiser's `:id`. */
export const checkInParamsSchema = object({ tournamentId: idField('tournament') });
export type CheckInParams = InferType<typeof checkInParamsSchema>;

export const adminCheckInParamsSchema = object({ id: idField('tournament') });
export type AdminCheckInParams = InferType<typeof adminCheckInParamsSchema>;
