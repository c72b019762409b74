import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, verificationCodeIn } from '../testing/accounts.js';
import { startSmtpServer } from '../testing/smtp.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MAIL_QUEUED_HEADER, MAIL_RETRY } from './mail-queue.js';

const signup = { email: 'sam@example.edu', password: 'correct horse battery', firstName: 'Sam', lastName: 'Okafor', school: 'River College', platformID: 7 };

let t: TestApp;
let port: number;
beforeEach(async () => {
  // A mail server that was there and is down now: its port refuses connections.
  const smtp = await startSmtpServer();
  port = Number(new URL(smtp.url).port);
  await smtp.close();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterEach(() => t.close());

const pending = () => t.db.outgoingMail.findMany({ where: { sentAt: null, failedAt: null } });

describe('e-mail with the mail server down', () => {
  it('lets the user act (the free trial starts) and says the code will follow; the mail leaves once the server is back', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial', payload: signup });
    expect(started.statusCode).toBe(200);
    expect(started.headers[MAIL_QUEUED_HEADER]).toBe('queued');
    const [queued] = await pending();
    expect(queued).toMatchObject({ to: 'sam@example.edu', attempts: 1, sentAt: null });
    expect(queued!.lastError).toMatch(/ECONNREFUSED/);

    const back = await startSmtpServer(port);
    try {
      // Not before its time: the first retry waits a minute.
      expect(await t.app.mailer.deliverDue()).toBe(0);
      t.advance(MAIL_RETRY.firstWaitMs);
      expect(await t.app.mailer.deliverDue()).toBe(1);
      expect(await pending()).toEqual([]);
      const code = verificationCodeIn(back.mails[0]!);
      const verified = await t.app.inject({ method: 'POST', url: '/v4/FreeTrial/Verify', payload: { id: started.body, code } });
      expect(verified.statusCode).toBe(200);
    } finally {
      await back.close();
    }
  });

  it('answers a reset for an account as for no account: the queued mail does not tell that the address has one', async () => {
    const account = await createAccount(t);
    const send = (email: string) => t.app.inject({ method: 'POST', url: `/v4/Customer/ForgotPassword/Send?email=${encodeURIComponent(email)}` });
    const [known, unknown] = [await send(account.email), await send('nobody@example.edu')];
    expect(await pending()).toHaveLength(1);
    expect([known.statusCode, known.headers[MAIL_QUEUED_HEADER], known.body]).toEqual([unknown.statusCode, unknown.headers[MAIL_QUEUED_HEADER], unknown.body]);
  });

  it('waits twice as long after each failed try, up to an hour, and gives up after a day of tries', async () => {
    await t.app.mailer.send({ to: 'sam@example.edu', subject: 'Hello', text: 'Hello' });
    const waits: number[] = [];
    for (let tries = 1; tries < MAIL_RETRY.attempts; tries++) {
      const [mail] = await pending();
      waits.push(mail!.nextAttemptAt.getTime() - t.app.now().getTime());
      t.advance(mail!.nextAttemptAt.getTime() - t.app.now().getTime());
      expect(await t.app.mailer.deliverDue()).toBe(0);
    }
    expect(waits.slice(0, 4).map((w) => Math.round(w / 60_000))).toEqual([1, 2, 4, 8]);
    expect(Math.round(Math.max(...waits) / 60_000)).toBe(MAIL_RETRY.longestWaitMs / 60_000);
    expect(await pending()).toEqual([]);
    expect(await t.db.outgoingMail.findFirstOrThrow()).toMatchObject({ attempts: MAIL_RETRY.attempts, sentAt: null, failedAt: expect.any(Date) });
  });
});

describe('e-mail with the mail server up', () => {
  it('leaves at once and is marked sent, with no queued header', async () => {
    const up = await createTestApp();
    try {
      const started = await up.app.inject({ method: 'POST', url: '/v4/FreeTrial', payload: signup });
      expect(started.headers[MAIL_QUEUED_HEADER]).toBeUndefined();
      expect(up.mails).toHaveLength(1);
      expect(await up.db.outgoingMail.findFirstOrThrow()).toMatchObject({ attempts: 1, sentAt: expect.any(Date), failedAt: null });
    } finally {
      await up.close();
    }
  });
});
