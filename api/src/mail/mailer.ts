/**
 * Sending e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise into the outbox folder as .eml
 * files (and a log line), so a newcomer without a mail server can still read the verification code.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (message: string) => void;
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Short limits: a mail server that does not answer leaves the mail queued for later (mail-queue.ts), rather than
    // keeping the user's request waiting nodemailer's default two minutes.
    const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`E-mail "${mail.subject}" to ${mail.to} written to ${file} (set SMTP_URL to send it)`);
    },
  };
}
