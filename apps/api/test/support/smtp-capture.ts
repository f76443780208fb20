import { createServer, type Socket } from 'node:net';

/** A mail the capture accepted: it answered 250 to the end of its DATA. */
export interface AcceptedMail {
  to: string;
  messageId: string;
}

/**
 * A local SMTP server that records every mail it accepts, by recipient and Message-ID. A mail
 * counts once the server has answered 250 to the end of its DATA: before that answer the sender
 * has handed nothing over, and a connection that drops takes the mail with it (RFC 5321 4.1.1.4).
 *
 * `onAccepted(mail, n)` runs right after the 250 of the n-th mail is written (a test kills the
 * sending server there). `hold()` stops answering the end of DATA: mails in flight from then on
 * wait, unaccepted, until their connection closes (`held()` counts them).
 */
export async function startSmtpCapture(
  options: { onAccepted?: (mail: AcceptedMail, n: number) => void } = {},
) {
  const accepted: AcceptedMail[] = [];
  const sockets = new Set<Socket>();
  let holding = false;
  let held = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let heldHere = 0;
    let recipients: string[] = [];
    socket.on('close', () => {
      sockets.delete(socket);
      held -= heldHere;
    });
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply('220 capture ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (holding) {
            heldHere++;
            held++;
            continue;
          }
          const messageId = /^message-id:\s*(<[^>]*>)/im.exec(data)?.[1] ?? '';
          reply('250 OK queued');
          for (const to of recipients) {
            const mail = { to, messageId };
            accepted.push(mail);
            options.onAccepted?.(mail, accepted.length);
          }
          recipients = [];
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-capture\r\n250 8BITMIME');
        else if (verb === 'MAIL' || verb === 'RSET') {
          recipients = [];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    accepted,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
    },
    held: () => held,
    /** The copies each recipient received. */
    copiesByRecipient() {
      const copies = new Map<string, AcceptedMail[]>();
      for (const mail of accepted) copies.set(mail.to, [...(copies.get(mail.to) ?? []), mail]);
      return copies;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
