import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.js';
import { verificationCodeMail } from '../mail/messages.js';
import { startSmtpServer } from './smtp.js';

/** Opens an SMTP session on `url`, starts a message and resets the connection in its middle, as a killed api does. */
async function resetInTheMiddleOfAMessage(url: string): Promise<void> {
  const { port } = new URL(url);
  const socket = new Socket();
  let heard = '';
  const heardCode = (code: string) =>
    new Promise<void>((resolve) => {
      const check = () => (heard.includes(`\r\n${code} `) || heard.startsWith(`${code} `) ? resolve() : socket.once('data', check));
      check();
    });
  socket.on('data', (d: Buffer) => (heard += d.toString()));
  await new Promise<void>((resolve) => socket.connect(Number(port), '127.0.0.1', resolve));
  await heardCode('220');
  socket.write('HELO client.test\r\nMAIL FROM:<no-reply@ibid.test>\r\nRCPT TO:<kim@example.edu>\r\nDATA\r\n');
  await heardCode('354');
  // The reset must come after the server has read the half message: one that overtakes it ends the session quietly.
  socket.write('Subject: Half a message\r\n\r\nIt stops here');
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.resetAndDestroy();
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('the test SMTP server', () => {
  it('drops a message whose client reset the connection in its middle, and goes on receiving', async () => {
    const smtp = await startSmtpServer();
    try {
      await resetInTheMiddleOfAMessage(smtp.url);
      await createMailer({ smtpUrl: smtp.url, from: 'Ibid <no-reply@ibid.test>', outboxDir: '/nonexistent', log: () => {} }).send(verificationCodeMail('kim@example.edu', 'Kim', '654321', 30));
      expect(smtp.mails.map((m) => m.subject)).toEqual(['654321 is your Ibid verification code']);
    } finally {
      await smtp.close();
    }
  });
});
