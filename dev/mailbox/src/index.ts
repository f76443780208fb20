import { createRequire } from 'node:module';

/**
 * The local mailbox: an SMTP receiver with a web inbox (MailDev). Every mail the product sends
 * in development lands here instead of a real inbox.
 */
export interface MailboxOptions {
  smtpPort: number;
  webPort: number;
  host?: string;
}

export interface ReceivedMail {
  id: string;
  subject: string;
  to: { address: string }[];
  from: { address: string }[];
  text?: string;
  html?: string;
}

export interface Mailbox {
  webUrl: string;
  smtpPort: number;
  list(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

interface MailDevServer {
  listen(done: (error?: Error) => void): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  close(done: () => void): void;
}

type MailDevFactory = (config: Record<string, unknown>) => MailDevServer;

export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const require = createRequire(import.meta.url);
  const maildev = require('maildev') as MailDevFactory;
  const host = options.host ?? '127.0.0.1';
  const server = maildev({ smtp: options.smtpPort, web: options.webPort, ip: host, silent: true });
  await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
  const webUrl = `http://localhost:${options.webPort}`;
  await waitFor(`${webUrl}/email`);
  return {
    webUrl,
    smtpPort: options.smtpPort,
    async list() {
      const response = await fetch(`${webUrl}/email`);
      return (await response.json()) as ReceivedMail[];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(url: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`mailbox did not start at ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
