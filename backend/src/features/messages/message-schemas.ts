import { type InferType, object } from 'yup';
import { organiserMessageField } from '#common/validation/organiser-message';

/** The organiser's message to a tournament's squads: the console's own rule, word for word. */
export const messageBodySchema = object({
  text: organiserMessageField().meta({
    description: 'What every member of every booked squad reads in the bell and by e-mail',
  }),
});
export type MessageInput = InferType<typeof messageBodySchema>;
