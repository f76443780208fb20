import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { postForm } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import { signIn, signUp, verifyAccessToken } from './support/oidc.js';
import { linkIn } from './support/smtp-sink.js';

// A mail server that takes a while to accept each message, like a real one.
// Long enough that an answer waiting for the mail server could not pass for one that did not, even on a busy machine.
const SMTP_DELAY_MS = 800;
const generous = { attempts: 1000, windowSeconds: 3600, blockSeconds: 60, maxBlockSeconds: 60 };

const limits = {
  signUp: { perClient: generous, perAccount: generous },
  mailRequests: { perClient: generous, perAccount: generous },
};
const idp = useTestIdentityProvider({ smtpDelayMs: SMTP_DELAY_MS, limits });
// Every request would send mail here: the worst case for telling known addresses apart.
const noCooldown = useTestIdentityProvider({
  smtpDelayMs: SMTP_DELAY_MS,
  limits,
  mailCooldownSeconds: 0,
});

const settle = (ms = SMTP_DELAY_MS * 3) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedPost(issuer: string, path: string, form: Record<string, string>) {
  const started = performance.now();
  const response = await postForm(new URL(path, issuer), form);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Medians within 25 ms, or within half the larger one when the machine is slow. */
function expectAlike(a: number, b: number) {
  expect(Math.abs(a - b), `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThan(
    Math.max(25, 0.5 * Math.max(a, b)),
  );
}

// Each test hashes passwords several times on purpose (timing parity): allow a loaded machine.
describe('reset and verification mail', { timeout: 30_000 }, () => {
  it('answers before the mail is sent', async () => {
    const answer = await timedPost(idp.url, '/password/forgot', { email: 'parent@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('If an account exists, we sent a reset link.');
    expect(answer.ms).toBeLessThan(SMTP_DELAY_MS);
    await idp.smtp.waitForMail((m) => m.to.includes('parent@example.com'));
  });

  it('sends at most one reset e-mail per account per cooldown, with the same answer every time', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await timedPost(idp.url, '/password/forgot', { email: 'COACH@example.com' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    await settle();
    expect(idp.smtp.messages.filter((m) => m.to.includes('coach@example.com'))).toHaveLength(1);

    // The link already sent still works: the suppressed requests issued no new token.
    const mail = await idp.smtp.waitForMail((m) => m.to.includes('coach@example.com'));
    expect((await fetch(linkIn(mail, '/password/reset'))).status).toBe(200);
  });

  it('sends at most one verification e-mail per account per cooldown', async () => {
    const email = 'cooldown.verify@example.com';
    await signUp(idp.url, { name: 'Cool Down', email, password: 'a-long-password' });
    await idp.smtp.waitForMail((m) => m.to.includes(email));
    for (let i = 0; i < 3; i++)
      expect((await timedPost(idp.url, '/email/verify/resend', { email })).status).toBe(200);
    await settle();
    expect(idp.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      const a = await timedPost(noCooldown.url, '/password/forgot', { email: 'staff@example.com' });
      const b = await timedPost(noCooldown.url, '/password/forgot', { email: `nobody-${i}@example.com` });
      expect(a.html).toBe(b.html);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expectAlike(median(known), median(unknown));
    await settle();
  });
});

describe('sign-up with an address that has an account', { timeout: 30_000 }, () => {
  it('answers exactly like a new address and mails the owner a notice instead', async () => {
    const taken = await signUp(idp.url, {
      name: 'Someone',
      email: 'PARENT2@example.com',
      password: 'another-password',
    });
    const fresh = await signUp(idp.url, {
      name: 'Someone',
      email: 'PARENT9@example.com',
      password: 'another-password',
    });
    expect(taken.response.status).toBe(200);
    expect(fresh.response.status).toBe(200);
    const uidOf = (url: string) => new URL(url).pathname.split('/')[2] ?? '';
    const normalise = (html: string, email: string, url: string) =>
      html.replaceAll(email, 'EMAIL').replaceAll(uidOf(url), 'UID');
    expect(normalise(taken.html, 'PARENT2@example.com', taken.interactionUrl)).toBe(
      normalise(fresh.html, 'PARENT9@example.com', fresh.interactionUrl),
    );
    expect(taken.html).toContain('Check your e-mail to confirm your address.');
    expect(taken.html).not.toMatch(/already/i);

    const notice = await idp.smtp.waitForMail((m) => m.to.includes('parent2@example.com'));
    expect(notice.raw).toMatch(/^Subject: Someone tried to create an account with your address/m);
    expect(notice.raw).toContain(`${idp.url}/password/forgot`);
    expect(notice.raw).not.toContain('/email/verify');
    await idp.smtp.waitForMail((m) => m.to.includes('parent9@example.com'));

    // A second try within the cooldown sends no second notice.
    await signUp(idp.url, { name: 'Someone', email: 'parent2@example.com', password: 'another-password' });
    await settle();
    expect(idp.smtp.messages.filter((m) => m.to.includes('parent2@example.com'))).toHaveLength(1);

    // The owner's account is unchanged.
    const { tokens } = await signIn(idp.url, 'parent2@example.com', DEMO_PASSWORD);
    expect(await verifyAccessToken(idp.url, tokens.access_token)).toMatchObject({
      name: 'Jordan Lee',
      email_verified: true,
    });
  });

  it('takes as long as a sign-up with a new address (the password is hashed either way)', async () => {
    const existing: number[] = [];
    const fresh: number[] = [];
    // Only the form post is timed, not opening the sign-in.
    const time = async (email: string) => {
      const result = await signUp(noCooldown.url, { name: 'Timing', email, password: 'a-long-password' });
      expect(result.response.status).toBe(200);
      return result.ms;
    };
    for (let i = 0; i < 9; i++) {
      existing.push(await time('admin@example.com'));
      fresh.push(await time(`timing-${i}@example.com`));
    }
    expectAlike(median(existing), median(fresh));
    await settle();
  });
});
