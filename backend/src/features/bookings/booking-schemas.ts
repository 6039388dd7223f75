import { type InferType, object } from 'yup';
import { bookSlotSchema } from '#common/validation/booking';
import { idField } from '../../http/params';

/** The Book Slot request: the form's §5 rules plus the tournament id. */
export { bookSlotSchema };
export type BookSlotInput = InferType<typeof bookSlotSchema>;

/** `/bookings/.../:tournId` as SPEC §7 spells the parameter. */
export const tournIdParamsSchema = object({ tournId: idField('tournament') });
export type TournIdParams = InferType<typeof tournIdParamsSchema>;
