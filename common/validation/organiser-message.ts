import { object, string } from 'yup';

/**
 * The organiser's message to every member of every booked squad of a tournament: the console's
 * dialog and the backend judge it with these, so both say the same words. A message lands in
 * each member's bell and mailbox, so it is short and an organiser cannot flood them.
 */
export const ORGANISER_MESSAGE_LIMITS = {
  /** A bell line and a short e-mail: a sentence or two, as a WhatsApp group message is. */
  maxLength: 300,
  /** At most this many messages to one tournament's squads ... */
  perWindow: 5,
  /** ... in any window of this many minutes. */
  windowMinutes: 60,
} as const;

export const ORGANISER_MESSAGE_MESSAGES = {
  required: 'Write the message',
  tooLong: `The message cannot exceed ${ORGANISER_MESSAGE_LIMITS.maxLength} characters`,
  tooMany:
    `At most ${ORGANISER_MESSAGE_LIMITS.perWindow} messages to one tournament's squads in ` +
    `${ORGANISER_MESSAGE_LIMITS.windowMinutes} minutes: wait before sending another`,
} as const;

export const organiserMessageField = () =>
  string()
    .trim()
    .required(ORGANISER_MESSAGE_MESSAGES.required)
    .max(ORGANISER_MESSAGE_LIMITS.maxLength, ORGANISER_MESSAGE_MESSAGES.tooLong);

export const organiserMessageSchema = object({ text: organiserMessageField() });
