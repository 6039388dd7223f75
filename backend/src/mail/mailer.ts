import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { BackendConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real SMTP when SMTP_URL is set. */
function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Without SMTP, each mail is logged and written to DATA_DIR/outbox as a text file. File names
 * start with a zero-padded timestamp and a counter, so the newest mail sorts last, and name the
 * process: copies sharing DATA_DIR (a cluster) would otherwise write over each other's mail.
 */
function createOutboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const dir = outboxDir(dataDir);
  let counter = 0;
  return {
    async send(mail) {
      await fs.mkdir(dir, { recursive: true });
      counter += 1;
      const stamp = String(Date.now()).padStart(15, '0');
      const file = path.join(
        dir,
        `${stamp}-${String(counter).padStart(6, '0')}-${process.pid}.txt`,
      );
      const content = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await fs.writeFile(file, content, 'utf8');
      log.info({ to: mail.to, subject: mail.subject, file }, `dev outbox mail:\n${mail.text}`);
    },
  };
}

export function createMailer(config: BackendConfig, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(config.dataDir, config.mailFrom, log);
}
