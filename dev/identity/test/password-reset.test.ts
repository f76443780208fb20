import { describe, expect, it } from 'vitest';
import { Browser, postForm } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import {
  followSignInLink,
  isAppRedirect,
  openSignInPage,
  refresh,
  signIn,
  signUp,
  submitSignIn,
} from './support/oidc.js';
import { decodeQuotedPrintable } from './support/smtp-sink.js';

// Several links per account in a row: no mail cooldown here (mail-abuse.test.ts covers it).
const idp = useTestIdentityProvider({ mailCooldownSeconds: 0 });

/** Opens a new sign-in and posts credentials; true when they led back to the app. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const page = await openSignInPage(idp.url);
  const result = await submitSignIn(page.browser, page.url, email, password);
  if (isAppRedirect(result.url)) return true;
  expect(await result.response.text()).toContain('Invalid email or password.');
  return false;
}

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const created = await signUp(idp.url, {
      name: 'Morgan Forgetful',
      email: 'morgan@example.com',
      password: 'original-password',
    });
    expect(created.response.status).toBe(200);
    const { tokens } = await signIn(idp.url, 'morgan@example.com', 'original-password');

    // Start from the sign-in page, as a user would.
    const browser = new Browser();
    const { response: forgot } = await followSignInLink(idp.url, browser, '/password/forgot');
    const forgotHtml = await forgot.text();
    expect(forgotHtml).toContain('name="email"');
    expect(forgotHtml).toContain('>Send reset link</button>');
    const interaction = /name="interaction" value="([\w-]+)"/.exec(forgotHtml)?.[1] ?? '';

    const sent = await browser.post(`${idp.url}/password/forgot`, {
      email: 'MORGAN@example.com',
      interaction,
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('If an account exists, we sent a reset link');

    const mail = await idp.smtp.waitForMail(
      (m) => m.to.includes('morgan@example.com') && m.raw.includes('Subject: Reset your password'),
    );
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const link = /http:\/\/localhost:\d+\/password\/reset\?token=[\w-]+/.exec(
      decodeQuotedPrintable(mail.raw),
    )?.[0];
    expect(link).toBeDefined();
    const resetUrl = link ?? '';
    expect(resetUrl.startsWith(`${idp.url}/password/reset`)).toBe(true);

    // The link works without any interaction cookie (e.g. opened from the mail app).
    const outsider = new Browser();
    const form = await outsider.get(resetUrl);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('name="password"');
    expect(formHtml).toContain('name="confirmPassword"');
    expect(formHtml).toContain('>Set new password</button>');
    const token = new URL(resetUrl).searchParams.get('token') ?? '';
    const reset = (password: string, confirmPassword = password) =>
      outsider.post(`${idp.url}/password/reset`, { token, password, confirmPassword });

    const mismatch = await reset('brand-new-password', 'something-else');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The passwords do not match.');

    const common = await reset('qwertyuiop');
    expect(common.status).toBe(400);
    expect(await common.text()).toContain('This password is too common.');

    const changed = await reset('brand-new-password');
    expect(changed.status).toBe(200);
    const changedHtml = await changed.text();
    expect(changedHtml).toContain('Your password was changed.');
    // The reset began in a live interaction, so "Back to sign in" returns to it.
    expect(changedHtml).toContain(`href="/interaction/${interaction}"`);

    expect(await canSignIn('morgan@example.com', 'original-password')).toBe(false);
    expect(await canSignIn('morgan@example.com', 'brand-new-password')).toBe(true);

    // Sign-ins from before the reset are ended.
    expect((await refresh(idp.url, tokens.refresh_token ?? '')).status).toBe(400);

    // The link is single-use.
    const reopened = await outsider.get(resetUrl);
    expect(reopened.status).toBe(400);
    expect(await reopened.text()).toContain('invalid, expired or has already been used');
    const replay = await reset('attacker-password');
    expect(replay.status).toBe(400);
    expect(await canSignIn('morgan@example.com', 'attacker-password')).toBe(false);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = idp.smtp.messages.length;
    const response = await postForm(`${idp.url}/password/forgot`, { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('If an account exists, we sent a reset link');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idp.smtp.messages.length).toBe(before);
  });

  it('rejects a made-up token', async () => {
    const response = await fetch(`${idp.url}/password/reset?token=made-up`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid, expired or has already been used');
  });

  it('only honours the newest link when several were requested', async () => {
    const request = () => postForm(`${idp.url}/password/forgot`, { email: 'coach@example.com' });
    await request();
    await idp.smtp.waitForMail((m) => m.to.includes('coach@example.com'));
    await request();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = idp.smtp.messages.filter((m) => m.to.includes('coach@example.com'));
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map(
      (m) => /password\/reset\?token=([\w-]+)/.exec(decodeQuotedPrintable(m.raw))?.[1],
    );
    expect((await fetch(`${idp.url}/password/reset?token=${older}`)).status).toBe(400);
    expect((await fetch(`${idp.url}/password/reset?token=${newer}`)).status).toBe(200);
  });
});
