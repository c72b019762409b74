/** A real SMTP server on loopback for tests: it keeps every message it receives. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for reading codes and links. */
  decoded: string;
}

const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** A real SMTP server on a free loopback port (or on `port`, to bring a stopped one back) that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<{ url: string; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject, decoded: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  // A client killed in the middle of a message (the crash tests kill the api) resets its connection: its unfinished
  // message is not kept, as a real relay drops it, and the server goes on. Without a listener the reset is thrown.
  server.on('error', (err: Error & { remoteAddress?: string }) => {
    if (!err.remoteAddress) throw err;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${listening}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
