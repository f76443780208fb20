import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { Browser, postForm } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import {
  followSignInLink,
  refresh,
  signIn,
  signUp,
  type TokenResponse,
  verifyAccessToken,
  verifyIdToken,
} from './support/oidc.js';
import { type CapturedMail, linkIn } from './support/smtp-sink.js';

// Several links per account in a row: no mail cooldown here (mail-abuse.test.ts covers it).
const idp = useTestIdentityProvider({ mailCooldownSeconds: 0 });

function post(path: string, form: Record<string, string>) {
  return postForm(new URL(path, idp.url), form);
}

function mailsTo(address: string, subject: string): CapturedMail[] {
  return idp.smtp.messages.filter((m) => m.to.includes(address) && m.raw.includes(`\nSubject: ${subject}`));
}

async function emailVerifiedClaims(tokens: TokenResponse) {
  const access = await verifyAccessToken(idp.url, tokens.access_token);
  const id = await verifyIdToken(idp.url, tokens.id_token);
  return { access: access.email_verified, id: id.email_verified };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('e-mail verification', () => {
  it('gives demo accounts a verified address in access and ID tokens', async () => {
    const { tokens } = await signIn(idp.url, 'parent@example.com', DEMO_PASSWORD);
    expect(await emailVerifiedClaims(tokens)).toEqual({ access: true, id: true });
  });

  it('mails a link at sign-up; the account signs in unverified until the link is followed once', async () => {
    const email = 'casey.verify@example.com';
    await signUp(idp.url, { name: 'Casey Verify', email, password: 'a-long-password' });
    const mail = await idp.smtp.waitForMail((m) => m.to.includes(email));
    expect(mail.raw).toMatch(/^Subject: Confirm your e-mail address/m);
    const link = linkIn(mail, '/email/verify');
    expect(link.startsWith(`${idp.url}/email/verify?token=`)).toBe(true);

    // Registered parents may sign in at once; their tokens say the address is not verified.
    const before = await signIn(idp.url, email, 'a-long-password');
    expect(await emailVerifiedClaims(before.tokens)).toEqual({ access: false, id: false });

    // The link works in any browser; it shows a button, and the button confirms.
    const outsider = new Browser();
    const page = await outsider.get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('>Confirm my address</button>');
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(html).toContain(`name="token" value="${token}"`);
    // A confirmation token is no reset token.
    expect((await outsider.get(`${idp.url}/password/reset?token=${token}`)).status).toBe(400);

    const confirmed = await outsider.post(`${idp.url}/email/verify`, { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your e-mail address is confirmed.');

    // Tokens issued from now on, refreshed ones included, say it is verified.
    const refreshed = await refresh(idp.url, before.tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    expect(await emailVerifiedClaims((await refreshed.json()) as TokenResponse)).toEqual({
      access: true,
      id: true,
    });
    const after = await signIn(idp.url, email, 'a-long-password');
    expect(await emailVerifiedClaims(after.tokens)).toEqual({ access: true, id: true });

    // The link works once.
    const reopened = await outsider.get(link);
    expect(reopened.status).toBe(400);
    expect(await reopened.text()).toContain('invalid, expired or has already been used');
    expect((await outsider.post(`${idp.url}/email/verify`, { token })).status).toBe(400);
  });

  it('only honours the newest link, and links expire', async () => {
    const email = 'newest.link@example.com';
    await signUp(idp.url, { name: 'Newest Link', email, password: 'a-long-password' });
    await idp.smtp.waitForMail((m) => m.to.includes(email));
    const resent = await post('/email/verify/resend', { email });
    expect(resent.status).toBe(200);
    await settle();
    const links = mailsTo(email, 'Confirm your e-mail address').map((m) => linkIn(m, '/email/verify'));
    expect(links).toHaveLength(2);
    const [older = '', newer = ''] = links;
    expect((await fetch(older)).status).toBe(400);
    expect((await fetch(newer)).status).toBe(200);

    const db = new Database(join(idp.dataDir, 'identity.sqlite'));
    try {
      db.prepare("UPDATE mail_tokens SET expires_at = ? WHERE purpose = 'verify'").run(Date.now() - 1);
    } finally {
      db.close();
    }
    const expired = await fetch(newer);
    expect(expired.status).toBe(400);
    const token = new URL(newer).searchParams.get('token') ?? '';
    expect((await post('/email/verify', { token })).status).toBe(400);
  });

  it('resends only for unconfirmed accounts, with the same answer for every address', async () => {
    const email = 'resend.me@example.com';
    await signUp(idp.url, { name: 'Resend Me', email, password: 'a-long-password' });
    await idp.smtp.waitForMail((m) => m.to.includes(email));
    const before = idp.smtp.messages.length;

    const answers = [];
    for (const address of [email, 'nobody-here@example.com', 'coach@example.com']) {
      const response = await post('/email/verify/resend', { email: address });
      answers.push({ status: response.status, html: await response.text() });
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.html)).size).toBe(1);
    expect(answers[0]?.html).toContain('we sent a new confirmation link');

    await settle();
    const sent = idp.smtp.messages.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[email]]);
  });

  it('counts a password reset through the mailed link as proof of the address', async () => {
    const email = 'reset.proves@example.com';
    await signUp(idp.url, { name: 'Reset Proves', email, password: 'a-long-password' });
    await post('/password/forgot', { email });
    const mail = await idp.smtp.waitForMail(
      (m) => m.to.includes(email) && m.raw.includes('Subject: Reset your password'),
    );
    const token = new URL(linkIn(mail, '/password/reset')).searchParams.get('token') ?? '';
    const changed = await post('/password/reset', {
      token,
      password: 'a-newer-password',
      confirmPassword: 'a-newer-password',
    });
    expect(changed.status).toBe(200);
    const { tokens } = await signIn(idp.url, email, 'a-newer-password');
    expect(await emailVerifiedClaims(tokens)).toEqual({ access: true, id: true });
  });

  it('offers "Resend verification e-mail" from the sign-in page', async () => {
    const { signInUrl, response: form } = await followSignInLink(
      idp.url,
      new Browser(),
      '/email/verify/resend',
    );
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('name="email"');
    expect(formHtml).toContain('>Resend verification e-mail</button>');
    expect(formHtml).toContain(`href="${new URL(signInUrl).pathname}"`);
  });
});
