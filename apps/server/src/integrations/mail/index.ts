import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { outbox } from '../../db/schema/index.js';
import type { Clock } from '../../services/core/clock.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' delivers; 'outbox' keeps the mail in the outbox table and the log (no SMTP_URL). */
  readonly transport: 'smtp' | 'outbox';
  /** Rejects when the SMTP server refuses or cannot be reached. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, from, db, clock, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Short timeouts: a caller waits for the send (e.g. "send me a code"), nodemailer's defaults are minutes.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      transport: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(outbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.text, createdAt: clock() });
      // Without SMTP this log line is how a developer receives their sign-in code.
      log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP_URL set)');
    },
    close: () => {},
  };
}
