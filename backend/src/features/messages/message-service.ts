import {
  ORGANISER_MESSAGE_LIMITS,
  ORGANISER_MESSAGE_MESSAGES,
} from '#common/validation/organiser-message';
import type { Trx } from '../../db/db';
import type { Mail } from '../../mail/mailer';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { invalid, notFound, tooManyRequests } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { NOTIFICATION_MESSAGES } from '../../change/notification-messages';
import { notifyMany } from '../../change/notify';
import { recordAudit } from '../../change/record-audit';
import { countOf } from '../../change/audit-text';
import {
  TOURNAMENT_NOT_FOUND,
  createEntryReads,
  createTournamentReads,
} from '../tournaments/public';
import { organiserMessageMail } from './message-mails';
import { createMessageRepository } from './message-repository';
import type { MessageInput } from './message-schemas';

const WINDOW_MS = ORGANISER_MESSAGE_LIMITS.windowMinutes * 60_000;
/** The audit's summary quotes the start of the text; the whole text is in its `after`. */
const QUOTED_LENGTH = 80;

export interface MessageSent {
  message: string;
  recipients: number;
}

export const MESSAGE_REFUSALS = {
  cancelled: 'The tournament is cancelled: its squads were already told and refunded',
  nobody: 'No squad has booked this tournament yet: there is nobody to message',
} as const;

const quoted = (text: string) =>
  `“${text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text}”`;

/** One of each member: a player in two squads of a tournament reads the message once. */
const uniqueByUser = <T extends { userId: number }>(entrants: T[]) => [
  ...new Map(entrants.map((entrant) => [entrant.userId, entrant])).values(),
];

/**
 * The organiser's message to every member of every booked squad: the bell of each, and an
 * e-mail each once the transaction has committed (as a room's release does). At most
 * `perWindow` messages per tournament in any `windowMinutes`, counted from the audit with the
 * tournament's row locked, so two sends at once cannot both slip under the limit.
 */
export function createMessageService({ db, mailQueue }: ServiceDeps) {
  const tournaments = createTournamentReads(db);
  const entries = createEntryReads(db);

  async function checkRate(trx: Trx, tournamentId: number, now: Date) {
    const since = new Date(now.getTime() - WINDOW_MS);
    const sent = await createMessageRepository(trx).sentSince(tournamentId, since);
    if (sent >= ORGANISER_MESSAGE_LIMITS.perWindow) {
      throw tooManyRequests(ORGANISER_MESSAGE_MESSAGES.tooMany, WINDOW_MS / 1000);
    }
  }

  return {
    /**
     * Under the request's idempotency key when it has one: a send retried after a lost answer
     * gets the first answer, and nobody is told twice.
     */
    async send(
      tournamentId: number,
      input: MessageInput,
      organiserId: number,
      once?: Once<MessageSent>,
    ): Promise<MessageSent> {
      const text = input.text.trim();
      const mails: Mail[] = [];
      const sent = await transactionOnce(db, once, async (trx) => {
        const tournament = await tournaments.findByIdForUpdate(trx, tournamentId);
        if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
        if (tournament.status === 'cancelled') throw invalid(MESSAGE_REFUSALS.cancelled);
        const members = uniqueByUser(await entries.entrants(tournamentId, trx));
        if (members.length === 0) throw invalid(MESSAGE_REFUSALS.nobody);
        await checkRate(trx, tournamentId, new Date());
        const name = tournament.tourn_name;
        await notifyMany(
          trx,
          members.map((member) => ({
            userId: member.userId,
            kind: 'organiser_message',
            message: NOTIFICATION_MESSAGES.organiserMessage(name, text),
            tournamentId,
          })),
        );
        mails.push(...members.map((member) => organiserMessageMail(member.email, name, text)));
        await recordAudit(trx, {
          actorId: organiserId,
          action: 'MESSAGE_SENT',
          subjectId: tournamentId,
          tournamentId,
          summary: `Messaged ${countOf(members.length, 'member')} of the booked squads of ${name}: ${quoted(text)}`,
          before: null,
          after: { text, recipients: members.length },
        });
        return {
          message: `Sent to ${countOf(members.length, 'member')}`,
          recipients: members.length,
        };
      });
      // After the commit, as a room's release mails go: a rolled-back send mails nobody.
      mailQueue.enqueue(mails);
      return sent;
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
