import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { BackoffLimiter, clientKey } from '../src/throttle.js';
import { Browser } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import { codeFrom, isAppRedirect, openSignInPage, signIn, signUp, submitSignIn } from './support/oidc.js';

const rule = (attempts: number) => ({
  attempts,
  windowSeconds: 600,
  blockSeconds: 120,
  maxBlockSeconds: 600,
});

const idp = useTestIdentityProvider({
  limits: {
    signIn: {
      failuresPerAccountAndClient: rule(3),
      failuresPerAccount: rule(6),
      failuresPerClient: rule(8),
    },
    signUp: { perClient: rule(3), perAccount: rule(2) },
    mailRequests: { perClient: rule(4), perAccount: rule(2) },
  },
});

/** A browser on its own client address (127.0.0.x is this machine), at the sign-in page. */
async function signInPage(client: string) {
  const { browser, request, url } = await openSignInPage(idp.url, new Browser({ localAddress: client }));
  return { browser, request, url };
}

async function attempt(page: Awaited<ReturnType<typeof signInPage>>, email: string, password: string) {
  const result = await submitSignIn(page.browser, page.url, email, password);
  if (isAppRedirect(result.url)) return { status: 'signed-in' as const };
  const html = await result.response.text();
  const message = /role="alert">([^<]*)</.exec(html)?.[1];
  return { status: result.response.status, message, retryAfter: result.response.headers.get('retry-after') };
}

function postFrom(client: string, path: string, form: Record<string, string>) {
  return new Browser({ localAddress: client }).post(new URL(path, idp.url).href, form);
}

describe('sign-in throttling', () => {
  it('blocks an account on one client after consecutive wrong passwords, the right one included', async () => {
    const page = await signInPage('127.0.0.10');
    for (let i = 0; i < 3; i++)
      expect(await attempt(page, 'coach@example.com', 'wrong-password')).toMatchObject({
        status: 400,
        message: 'Invalid email or password.',
      });
    const blocked = await attempt(page, 'coach@example.com', 'wrong-password');
    expect(blocked).toEqual({
      status: 429,
      message: 'Too many attempts. Try again in 2 minutes.',
      retryAfter: '120',
    });
    expect(await attempt(page, 'COACH@example.com', DEMO_PASSWORD)).toMatchObject({ status: 429 });

    // Another client is not held up by this run of failures.
    const elsewhere = await signInPage('127.0.0.11');
    expect(await attempt(elsewhere, 'coach@example.com', DEMO_PASSWORD)).toEqual({ status: 'signed-in' });
  });

  it('treats an unknown address exactly like a known one', async () => {
    const page = await signInPage('127.0.0.12');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await attempt(page, 'nobody-at-all@example.com', 'wrong-password'));
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429, 429]);
    expect(answers[3]?.message).toBe('Too many attempts. Try again in 2 minutes.');
  });

  it('forgets a run of failures after a successful sign-in', async () => {
    const page = await signInPage('127.0.0.13');
    for (let i = 0; i < 2; i++)
      expect((await attempt(page, 'parent2@example.com', 'wrong-password')).status).toBe(400);
    const first = await signIn(idp.url, 'parent2@example.com', DEMO_PASSWORD, {
      browser: new Browser({ localAddress: '127.0.0.13' }),
    });
    expect(first.tokens.access_token).toBeTruthy();
    const again = await signInPage('127.0.0.13');
    for (let i = 0; i < 3; i++)
      expect((await attempt(again, 'parent2@example.com', 'wrong-password')).status).toBe(400);
    expect(await attempt(again, 'parent2@example.com', DEMO_PASSWORD)).toEqual({ status: 'signed-in' });
  });

  it('blocks an account guessed at from many clients', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const page = await signInPage(`127.0.1.${i + 1}`);
      answers.push((await attempt(page, 'admin@example.com', 'wrong-password')).status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
    const owner = await signInPage('127.0.1.100');
    expect((await attempt(owner, 'admin@example.com', DEMO_PASSWORD)).status).toBe(429);
  });

  it('blocks a client that tries many accounts, but never counts successful sign-ins', async () => {
    const page = await signInPage('127.0.0.14');
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push((await attempt(page, `guess-${i}@example.com`, 'wrong')).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429, 429]);
    expect((await attempt(page, 'parent@example.com', DEMO_PASSWORD)).status).toBe(429);

    // Many sign-ins from one address (like the browser tests from 127.0.0.1) are fine.
    for (let i = 0; i < 12; i++) {
      const { browser, request, url } = await signInPage('127.0.0.15');
      const done = await submitSignIn(browser, url, 'parent@example.com', DEMO_PASSWORD);
      expect(codeFrom(done.url, request)).toBeTruthy();
    }
  });
});

describe('sign-up and mail throttling', () => {
  it('limits sign-ups per client and per address with a 429 page', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const result = await signUp(
        idp.url,
        { name: 'Bulk Person', email: `bulk-${i}@example.com`, password: 'a-long-password' },
        { browser: new Browser({ localAddress: '127.0.0.20' }) },
      );
      statuses.push(result.response.status);
      if (i === 3) {
        expect(result.html).toContain('Too many attempts. Try again in 2 minutes.');
        expect(result.html).toContain('value="bulk-3@example.com"');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The refused sign-up created nothing.
    const page = await signInPage('127.0.0.21');
    expect((await attempt(page, 'bulk-3@example.com', 'a-long-password')).status).toBe(400);

    const sameAddress = [];
    for (let i = 0; i < 3; i++) {
      const result = await signUp(
        idp.url,
        { name: 'Same Address', email: 'same-address@example.com', password: 'a-long-password' },
        { browser: new Browser({ localAddress: `127.0.2.${i + 1}` }) },
      );
      sameAddress.push(result.response.status);
    }
    expect(sameAddress).toEqual([200, 200, 429]);
  });

  it('limits reset and verification requests per address and per client, known or not', async () => {
    for (const email of ['parent@example.com', 'not-registered@example.com']) {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await postFrom(`127.0.3.${i + 1}`, '/password/forgot', { email });
        statuses.push(response.status);
        const html = await response.text();
        if (i === 2) expect(html).toContain('Too many attempts. Try again in 2 minutes.');
      }
      expect(statuses).toEqual([200, 200, 429]);
      // Resending the verification e-mail shares the count.
      expect((await postFrom('127.0.3.9', '/email/verify/resend', { email })).status).toBe(429);
    }

    const perClient = [];
    for (let i = 0; i < 5; i++)
      perClient.push(
        (await postFrom('127.0.0.30', '/password/forgot', { email: `who-${i}@example.com` })).status,
      );
    expect(perClient).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('BackoffLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles each further block of a key, up to the maximum', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const limiter = new BackoffLimiter({
      attempts: 2,
      windowSeconds: 60,
      blockSeconds: 10,
      maxBlockSeconds: 25,
    });
    const overflow = async () => {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await limiter.count('key'));
      return results;
    };
    expect(await overflow()).toEqual([0, 0, 10_000]);
    expect(await limiter.blockedFor('key')).toBe(10_000);
    expect(await limiter.blockedFor('other')).toBe(0);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(await limiter.blockedFor('key')).toBe(0);
    expect(await overflow()).toEqual([0, 0, 20_000]);
    await vi.advanceTimersByTimeAsync(20_001);
    expect(await overflow()).toEqual([0, 0, 25_000]);
    await limiter.reset('key');
    expect(await limiter.blockedFor('key')).toBe(0);
  });
});

describe('clientKey', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8:0:0:ffff::2', '2001:db8:0:0::/64'],
    ['2001:db8:0:1::2', '2001:db8:0:1::/64'],
  ])('reads IPv4-mapped addresses as IPv4 and groups IPv6 by /64: %s is %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
