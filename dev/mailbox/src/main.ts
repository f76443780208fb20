import { fileURLToPath } from 'node:url';
import { startMailbox } from './index.js';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const smtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 1025);
  const webPort = Number(process.env.MAILBOX_WEB_PORT ?? 1080);
  const mailbox = await startMailbox({ smtpPort, webPort });
  console.log(`mailbox: SMTP on localhost:${smtpPort}, inbox at ${mailbox.webUrl}`);
}
