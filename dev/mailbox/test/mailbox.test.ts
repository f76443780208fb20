import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../src/index.js';

let mailbox: Mailbox;
const smtpPort = 21025 + Math.floor(Math.random() * 1000);
beforeAll(async () => {
  mailbox = await startMailbox({ smtpPort, webPort: smtpPort + 1000 });
});
afterAll(() => mailbox.close());

it('receives a mail over SMTP and lists it in the inbox', async () => {
  const transport = nodemailer.createTransport({ host: 'localhost', port: smtpPort, ignoreTLS: true });
  await transport.sendMail({
    from: 'a@example.com',
    to: 'b@example.com',
    subject: 'Hello camp',
    text: 'Body',
  });
  // MailDev parses and stores a mail after the SMTP exchange has ended, so the inbox is polled.
  await expect.poll(async () => (await mailbox.list()).map((m) => m.subject)).toContain('Hello camp');
  const mails = await mailbox.list();
  expect(mails.find((m) => m.subject === 'Hello camp')?.to[0]?.address).toBe('b@example.com');
});
