import { mailboxUrl } from './ports.js';

export interface ReceivedMail {
  subject: string;
  to: { address: string }[];
  text?: string;
  html?: string;
}

/** The mails in the local mailbox now that match `predicate`. */
export async function mailsMatching(predicate: (m: ReceivedMail) => boolean): Promise<ReceivedMail[]> {
  return ((await (await fetch(`${mailboxUrl}/email`)).json()) as ReceivedMail[]).filter(predicate);
}

/** Waits for a mail in the local mailbox (MailDev's REST API) matching `predicate`. */
export async function waitForMail(
  predicate: (m: ReceivedMail) => boolean,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [found] = await mailsMatching(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('expected mail did not arrive');
}

/** Waits for the mail with `subject` that names the player (first and last name). */
export const waitForPlayerMail = (subject: string, player: { first: string; last: string }) =>
  waitForMail((m) => m.subject === subject && (m.text ?? '').includes(`${player.first} ${player.last}`));
