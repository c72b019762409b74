/**
 * Every e-mail the api sends goes through the database (issue 22): stored first, then sent at once; when the mail
 * server cannot take it (down, refusing, too slow), the user's action still succeeds and the mail waits, retried
 * with a doubling wait (1 minute up to 1 hour) until it leaves or a day of tries runs out. Any api process may
 * retry it: each takes a mail by moving its next try on first, so two processes never send one mail twice.
 */
import type { Db } from '../db/prisma.js';
import type { Mail, Mailer } from './mailer.js';

export const MAIL_RETRY = { firstWaitMs: 60_000, longestWaitMs: 3_600_000, attempts: 30, everyMs: 15_000 } as const;
/** How long a process holds a mail it is sending: past that, another may take it (the first one died). */
const LEASE_MS = 120_000;

/** 'sent': the mail server took it; 'queued': it will be retried, and the user may be told it will follow. */
export type MailDelivery = 'sent' | 'queued';

export interface MailQueue {
  send(mail: Mail): Promise<MailDelivery>;
  /** Tries the mails whose time has come; answers how many left. */
  deliverDue(): Promise<number>;
  /** Retries due mails every MAIL_RETRY.everyMs until `stop`. */
  start(): void;
  stop(): Promise<void>;
}

const waitAfter = (attempts: number) => Math.min(MAIL_RETRY.firstWaitMs * 2 ** (attempts - 1), MAIL_RETRY.longestWaitMs);

export function createMailQueue(db: Db, transport: Mailer, now: () => Date, log: (message: string) => void): MailQueue {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** Sends one stored mail if this process can take it. */
  async function attempt(id: number): Promise<MailDelivery> {
    const at = now();
    const taken = await db.outgoingMail.updateMany({
      where: { id, sentAt: null, failedAt: null, nextAttemptAt: { lte: at } },
      data: { nextAttemptAt: new Date(at.getTime() + LEASE_MS), attempts: { increment: 1 } },
    });
    if (taken.count === 0) return 'queued';
    const mail = await db.outgoingMail.findUniqueOrThrow({ where: { id } });
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html === null ? {} : { html: mail.html }) });
      await db.outgoingMail.update({ where: { id }, data: { sentAt: now(), lastError: '' } });
      return 'sent';
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const givenUp = mail.attempts >= MAIL_RETRY.attempts;
      await db.outgoingMail.update({
        where: { id },
        data: givenUp ? { failedAt: now(), lastError } : { nextAttemptAt: new Date(now().getTime() + waitAfter(mail.attempts)), lastError },
      });
      log(`E-mail "${mail.subject}" to ${mail.to} not sent (try ${mail.attempts}${givenUp ? ', given up' : ''}): ${lastError}`);
      return 'queued';
    }
  }

  async function deliverDue(): Promise<number> {
    const due = await db.outgoingMail.findMany({ where: { sentAt: null, failedAt: null, nextAttemptAt: { lte: now() } }, orderBy: { id: 'asc' }, take: 100, select: { id: true } });
    let sent = 0;
    for (const { id } of due) if ((await attempt(id)) === 'sent') sent += 1;
    return sent;
  }

  return {
    async send(mail) {
      const at = now();
      const { id } = await db.outgoingMail.create({ data: { ...mail, html: mail.html ?? null, nextAttemptAt: at, createdAt: at }, select: { id: true } });
      return attempt(id);
    },
    deliverDue,
    start() {
      timer ??= setInterval(() => {
        running = running.then(deliverDue).catch((error: unknown) => log(`Queued e-mails not retried: ${String(error)}`));
      }, MAIL_RETRY.everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/** The answer's header that says its e-mail is queued and will follow (absent when it left at once). */
export const MAIL_QUEUED_HEADER = 'ibid-mail';

/** Marks an answer whose e-mail is queued, so the client can say it will follow. */
export function noteDelivery(reply: { header: (name: string, value: string) => unknown }, delivery: MailDelivery): void {
  if (delivery === 'queued') reply.header(MAIL_QUEUED_HEADER, 'queued');
}
