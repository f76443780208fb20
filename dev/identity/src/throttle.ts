import { isIPv6 } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type Language, texts } from './views/texts.js';

/** How many attempts a key (client, account, or both) gets, and how long it waits after. */
export interface LimitRule {
  /** Attempts allowed within the window; the next one starts a block. */
  attempts: number;
  windowSeconds: number;
  /** The first block; each further block of the same key within a day doubles, up to the maximum. */
  blockSeconds: number;
  maxBlockSeconds: number;
}

export interface AbuseLimits {
  signIn: {
    /** Consecutive wrong passwords for one account from one client (reset by a success). */
    failuresPerAccountAndClient: LimitRule;
    /** Wrong passwords for one account from anywhere (a spread-out guess). */
    failuresPerAccount: LimitRule;
    /** Wrong passwords from one client, whichever accounts (successes do not count). */
    failuresPerClient: LimitRule;
  };
  signUp: { perClient: LimitRule; perAccount: LimitRule };
  /** "Send reset link" and "Resend verification e-mail" together. */
  mailRequests: { perClient: LimitRule; perAccount: LimitRule };
}

export type AbuseLimitOptions = {
  [Flow in keyof AbuseLimits]?: { [Key in keyof AbuseLimits[Flow]]?: Partial<LimitRule> };
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Sane for a public site, and loose enough for `npm start` and the browser tests, which sign in
 * many times from 127.0.0.1 (only failures count on sign-in).
 */
export const DEFAULT_LIMITS: AbuseLimits = {
  signIn: {
    failuresPerAccountAndClient: {
      attempts: 5,
      windowSeconds: 15 * MINUTE,
      blockSeconds: MINUTE,
      maxBlockSeconds: HOUR,
    },
    failuresPerAccount: {
      attempts: 20,
      windowSeconds: HOUR,
      blockSeconds: 5 * MINUTE,
      maxBlockSeconds: HOUR,
    },
    failuresPerClient: {
      attempts: 50,
      windowSeconds: HOUR,
      blockSeconds: 5 * MINUTE,
      maxBlockSeconds: 4 * HOUR,
    },
  },
  signUp: {
    perClient: { attempts: 10, windowSeconds: HOUR, blockSeconds: 10 * MINUTE, maxBlockSeconds: 4 * HOUR },
    perAccount: { attempts: 3, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: 4 * HOUR },
  },
  mailRequests: {
    perClient: { attempts: 10, windowSeconds: HOUR, blockSeconds: 10 * MINUTE, maxBlockSeconds: 4 * HOUR },
    perAccount: { attempts: 5, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: 4 * HOUR },
  },
};

/** The defaults with the given rules (or parts of rules) replaced. */
export function resolveLimits(options: AbuseLimitOptions = {}): AbuseLimits {
  const merge = <T extends Record<string, LimitRule>>(
    defaults: T,
    given: { [K in keyof T]?: Partial<LimitRule> } = {},
  ) =>
    Object.fromEntries(
      Object.entries(defaults).map(([key, rule]) => [key, { ...rule, ...given[key as keyof T] }]),
    ) as T;
  return {
    signIn: merge(DEFAULT_LIMITS.signIn, options.signIn),
    signUp: merge(DEFAULT_LIMITS.signUp, options.signUp),
    mailRequests: merge(DEFAULT_LIMITS.mailRequests, options.mailRequests),
  };
}

export function assertValidLimits(limits: AbuseLimits): void {
  for (const [flow, rules] of Object.entries(limits)) {
    for (const [name, rule] of Object.entries(rules as Record<string, LimitRule>)) {
      for (const [field, value] of Object.entries(rule)) {
        if (!Number.isSafeInteger(value) || value <= 0)
          throw new TypeError(`limits.${flow}.${name}.${field} must be a positive integer, got ${value}`);
      }
    }
  }
}

// How long a key's earlier blocks are remembered for growing the next one.
const STRIKE_MEMORY_SECONDS = 24 * HOUR;

/**
 * Counts attempts per key with rate-limiter-flexible (in memory: the provider is one process).
 * Going over the rule blocks the key; every block within a day lasts twice the one before.
 */
export class BackoffLimiter {
  readonly #rule: LimitRule;
  readonly #attempts: RateLimiterMemory;
  readonly #strikes: RateLimiterMemory;

  constructor(rule: LimitRule) {
    this.#rule = rule;
    this.#attempts = new RateLimiterMemory({ points: rule.attempts, duration: rule.windowSeconds });
    this.#strikes = new RateLimiterMemory({
      points: Number.MAX_SAFE_INTEGER,
      duration: STRIKE_MEMORY_SECONDS,
    });
  }

  /** Milliseconds the key stays blocked; 0 when it may go ahead. */
  async blockedFor(key: string): Promise<number> {
    const state = await this.#attempts.get(key);
    if (!state || state.consumedPoints <= this.#rule.attempts) return 0;
    return Math.max(state.msBeforeNext, 0);
  }

  /** Counts one attempt; returns how long the key is now blocked (0 while within the rule). */
  async count(key: string): Promise<number> {
    const blocked = await this.blockedFor(key);
    if (blocked) return blocked;
    const state = await this.#attempts.penalty(key);
    if (state.consumedPoints <= this.#rule.attempts) return 0;
    const strikes = (await this.#strikes.penalty(key)).consumedPoints;
    const seconds = Math.min(
      this.#rule.blockSeconds * 2 ** Math.min(strikes - 1, 30),
      this.#rule.maxBlockSeconds,
    );
    await this.#attempts.block(key, seconds);
    return seconds * 1000;
  }

  /** Forgets the key (a successful sign-in ends a run of failures). */
  async reset(key: string): Promise<void> {
    await this.#attempts.delete(key);
    await this.#strikes.delete(key);
  }
}

/**
 * The client a request comes from: its address, IPv4-mapped addresses as IPv4, IPv6 by its /64
 * (one host usually holds a whole /64). The provider is reached directly, so proxy headers are
 * not trusted.
 */
export function clientKey(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Which limit stopped a request, and for how long. */
export interface Throttled {
  retryAfterMs: number;
}

/** The provider's abuse controls for sign-in, sign-up and the mail-sending forms. */
export class AbuseControls {
  readonly #signInPair: BackoffLimiter;
  readonly #signInAccount: BackoffLimiter;
  readonly #signInClient: BackoffLimiter;
  readonly #signUpClient: BackoffLimiter;
  readonly #signUpAccount: BackoffLimiter;
  readonly #mailClient: BackoffLimiter;
  readonly #mailAccount: BackoffLimiter;

  constructor(limits: AbuseLimits) {
    this.#signInPair = new BackoffLimiter(limits.signIn.failuresPerAccountAndClient);
    this.#signInAccount = new BackoffLimiter(limits.signIn.failuresPerAccount);
    this.#signInClient = new BackoffLimiter(limits.signIn.failuresPerClient);
    this.#signUpClient = new BackoffLimiter(limits.signUp.perClient);
    this.#signUpAccount = new BackoffLimiter(limits.signUp.perAccount);
    this.#mailClient = new BackoffLimiter(limits.mailRequests.perClient);
    this.#mailAccount = new BackoffLimiter(limits.mailRequests.perAccount);
  }

  /** The sign-in failure limits, each with its key: the account on this client, the account, the client. */
  #signInLimits(account: string, client: string): Array<[BackoffLimiter, string]> {
    return [
      [this.#signInPair, `${account}|${client}`],
      [this.#signInAccount, account],
      [this.#signInClient, client],
    ];
  }

  /** Before checking a password: is this account or client blocked? (Known or not, alike.) */
  async signInBlocked(account: string, client: string): Promise<Throttled | undefined> {
    return blockedBy(this.#signInLimits(account, client));
  }

  /** A wrong password (or unknown address); returns the block it started, if any. */
  async signInFailed(account: string, client: string): Promise<Throttled | undefined> {
    return counted(this.#signInLimits(account, client));
  }

  /** The right password ends the run of consecutive failures from this client. */
  async signInSucceeded(account: string, client: string): Promise<void> {
    await this.#signInPair.reset(`${account}|${client}`);
  }

  /** Counts a sign-up attempt; returns the block when there were too many. */
  async signUpAttempt(account: string, client: string): Promise<Throttled | undefined> {
    return attempt([this.#signUpClient, client], [this.#signUpAccount, account]);
  }

  /** Counts a reset-link or verification-mail request; returns the block when there were too many. */
  async mailRequest(account: string, client: string): Promise<Throttled | undefined> {
    return attempt([this.#mailClient, client], [this.#mailAccount, account]);
  }
}

/** The longest block any of the limits holds for its key, if any. */
async function blockedBy(limits: Array<[BackoffLimiter, string]>): Promise<Throttled | undefined> {
  return throttled(await Promise.all(limits.map(([limiter, key]) => limiter.blockedFor(key))));
}

/** Counts an attempt against every limit's key; returns the longest block that started, if any. */
async function counted(limits: Array<[BackoffLimiter, string]>): Promise<Throttled | undefined> {
  return throttled(await Promise.all(limits.map(([limiter, key]) => limiter.count(key))));
}

/** Counts the attempt against every key unless one is blocked already (then nothing is counted). */
async function attempt(...limits: Array<[BackoffLimiter, string]>): Promise<Throttled | undefined> {
  return (await blockedBy(limits)) ?? counted(limits);
}

function throttled(waits: number[]): Throttled | undefined {
  const retryAfterMs = Math.max(0, ...waits);
  return retryAfterMs > 0 ? { retryAfterMs } : undefined;
}

/** "Too many attempts. Try again in N minutes." (whole minutes, rounded up). */
export function tooManyAttemptsMessage(retryAfterMs: number, language: Language = 'en'): string {
  return texts[language].tooManyAttempts(Math.max(1, Math.ceil(retryAfterMs / 60_000)));
}
