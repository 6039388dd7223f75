import type { InferType } from 'yup';
import { bookSlotSchema } from '#common/validation/booking';

/** The Book Slot request: the form's §5 rules plus the tournament id. */
export { bookSlotSchema };
export type BookSlotInput = InferType<typeof bookSlotSchema>;
