import type { Mail } from '../../mail/mailer';

/** The e-mail copy of an organiser's message: the same words as the bell, and whose they are. */
export const organiserMessageMail = (to: string, tournament: string, text: string): Mail => ({
  to,
  subject: `Message from the organiser of ${tournament}`,
  text:
    `The organiser of ${tournament} writes to every booked squad:\n\n` +
    `${text}\n\n` +
    `Creators Combat League`,
});
