import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface CapturedMail {
  from: string;
  to: string[];
  /** Raw RFC 5322 message as received after DATA. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first (already received or future) message matching the predicate. */
  waitForMail(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP receiver (EHLO/MAIL/RCPT/DATA/QUIT) so tests read exactly what nodemailer sent.
 * `delayMs` holds back the reply to each message, like a slow mail server.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const delayMs = options.delayMs ?? 0;
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    reply('220 localhost test sink');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { ...envelope, raw };
          envelope = { from: '', to: [] };
          const accept = () => {
            messages.push(mail);
            if (!socket.destroyed) reply('250 OK queued');
            for (const wake of waiters) wake();
          };
          if (delayMs > 0) setTimeout(accept, delayMs);
          else accept();
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-localhost\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 OK');
        } else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    messages,
    waitForMail(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('no matching e-mail arrived'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link to `path` (e.g. `/email/verify`) in a message, with its token. */
export function linkIn(mail: CapturedMail, path: string): string {
  const pattern = new RegExp(`http://localhost:\\d+${path}\\?token=[\\w-]+`);
  const link = pattern.exec(decodeQuotedPrintable(mail.raw))?.[0];
  if (!link) throw new Error(`no ${path} link in the e-mail`);
  return link;
}

/** Undoes quoted-printable soft line breaks and =XX escapes (enough to read links in a message). */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
