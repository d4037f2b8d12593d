import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { madeBeforeAll } from './hooks.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The newest mail to the address (waits up to 5 s for it). */
  mailTo(address: string): Promise<ReceivedMail>;
  /** The 6-digit code in the newest mail to the address. */
  codeSentTo(address: string): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, keeping every mail it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function mailTo(address: string): Promise<ReceivedMail> {
    const wanted = address.toLowerCase();
    for (let waited = 0; waited < 5_000; waited += 20) {
      const mail = received.findLast((m) => m.to.includes(wanted));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No mail to ${address} arrived`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo,
    async codeSentTo(address) {
      const mail = await mailTo(address);
      const body = mail.raw.slice(mail.raw.indexOf('\r\n\r\n'));
      const code = /\b(\d{6})\b/.exec(body)?.[1];
      if (!code) throw new Error(`The mail to ${address} holds no 6-digit code:\n${mail.raw}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server for the enclosing describe's tests (see madeBeforeAll); give its url to the app as smtpUrl. */
export function useSmtpServer(): TestSmtpServer {
  return madeBeforeAll(
    'The SMTP server',
    () => startSmtpServer(),
    (server) => server.close(),
  );
}
