import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../testing/smtp.js';
import { createMailer } from './mailer.js';
import { verificationCodeMail } from './messages.js';

describe('the mailer', () => {
  it('writes e-mails to the outbox folder and logs where, when no SMTP_URL is set', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ibid-outbox-'));
    const logged: string[] = [];
    try {
      await createMailer({ smtpUrl: undefined, from: 'Ibid <no-reply@ibid.test>', outboxDir: join(dir, 'outbox'), log: (m) => logged.push(m) }).send(verificationCodeMail('ana@example.edu', 'Ana', '123456', 30));
      const [file] = await readdir(join(dir, 'outbox'));
      expect(file).toMatch(/ana@example\.edu\.eml$/);
      const eml = await readFile(join(dir, 'outbox', file!), 'utf8');
      expect(eml).toContain('Subject: 123456 is your Ibid verification code');
      expect(eml).toContain('To: ana@example.edu');
      expect(logged[0]).toContain(join(dir, 'outbox'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    try {
      await createMailer({ smtpUrl: smtp.url, from: 'Ibid <no-reply@ibid.test>', outboxDir: '/nonexistent', log: () => {} }).send(verificationCodeMail('kim@example.edu', 'Kim', '654321', 30));
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual(['kim@example.edu']);
      expect(smtp.mails[0]!.decoded).toContain('Your 6-digit verification code is 654321');
    } finally {
      await smtp.close();
    }
  });
});
