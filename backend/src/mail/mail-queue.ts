import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer';

/**
 * Mails sent after a commit, in the background: what they announce has happened whether or not
 * a mail gets through, so a failure is logged, never thrown at the change. A few at a time, so
 * a room released to hundreds of players does not open hundreds of SMTP connections.
 */
export interface MailQueue {
  enqueue(mails: Mail[]): void;
  /** Resolves once every mail enqueued so far is sent or has failed (tests, shutdown). */
  drain(): Promise<void>;
}

const SENDING_AT_ONCE = 4;

export function createMailQueue(mailer: Mailer, log: FastifyBaseLogger): MailQueue {
  const waiting: Mail[] = [];
  let sending = 0;
  let idle: (() => void)[] = [];

  const settle = () => {
    if (sending > 0 || waiting.length > 0) return;
    const resolvers = idle;
    idle = [];
    for (const resolve of resolvers) resolve();
  };

  function pump(): void {
    while (sending < SENDING_AT_ONCE && waiting.length > 0) {
      const mail = waiting.shift() as Mail;
      sending += 1;
      mailer
        .send(mail)
        .catch((error: unknown) => log.warn({ err: error, to: mail.to }, 'mail not sent'))
        .finally(() => {
          sending -= 1;
          pump();
          settle();
        });
    }
  }

  return {
    enqueue(mails) {
      waiting.push(...mails);
      pump();
    },
    drain: () =>
      sending === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.push(resolve)),
  };
}
