import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Account, AccountStore } from './accounts.js';
import type { BackgroundTasks } from './background.js';
import type { MailTokenPurpose, MailTokens } from './mail-tokens.js';
import type { Mailer } from './mailer.js';
import type { Language } from './views/texts.js';

export const DEFAULT_MAIL_COOLDOWN_SECONDS = 5 * 60;

export interface AccountMailDependencies {
  accounts: AccountStore;
  tokens: MailTokens;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Origin of the links in the e-mails (the provider's public URL). */
  linkBaseUrl: string;
  /** The site, where an owner signs in. */
  appUrl: string;
  /** At most one e-mail of each kind per account in this many seconds (0: no limit). */
  cooldownSeconds: number;
}

type MailKind = MailTokenPurpose | 'notice';

/**
 * The e-mails sent to account owners: reset links, verification links, and the notice that
 * someone tried to sign up with an address that has an account.
 *
 * Every method returns at once: the account lookup, the token and the SMTP conversation happen
 * in the background, so an answer takes as long for a known address as for an unknown one and
 * never waits for the mail server. Each account gets at most one e-mail of a kind per cooldown;
 * requests within it send nothing (and issue no token, so the link already sent keeps working).
 */
export class AccountMail {
  readonly #deps: AccountMailDependencies;
  readonly #cooldown: RateLimiterMemory | undefined;

  constructor(deps: AccountMailDependencies) {
    this.#deps = deps;
    this.#cooldown =
      deps.cooldownSeconds > 0
        ? new RateLimiterMemory({ points: 1, duration: deps.cooldownSeconds })
        : undefined;
  }

  /** "Send reset link": mails one when the address has an account. */
  requestPasswordReset(email: string, returnTo: string | undefined, language: Language = 'en'): void {
    this.#deps.background.run('password reset e-mail', async () => {
      const account = this.#deps.accounts.findByEmail(email);
      if (account) await this.#sendLink(account, 'reset', returnTo, language);
    });
  }

  /** After sign-up: mails the new account its verification link. */
  sendVerification(account: Account, returnTo: string | undefined, language: Language = 'en'): void {
    this.#deps.background.run('verification e-mail', () =>
      this.#sendLink(account, 'verify', returnTo, language),
    );
  }

  /** "Resend verification e-mail": only for an account whose address is not verified yet. */
  requestVerification(email: string, returnTo: string | undefined, language: Language = 'en'): void {
    this.#deps.background.run('verification e-mail', async () => {
      const account = this.#deps.accounts.findByEmail(email);
      if (account && !account.emailVerified) await this.#sendLink(account, 'verify', returnTo, language);
    });
  }

  /** A sign-up with an address that has an account: tell its owner instead of the visitor. */
  notifyExistingAccount(email: string, language: Language = 'en'): void {
    this.#deps.background.run('sign-up notice e-mail', async () => {
      const account = this.#deps.accounts.findByEmail(email);
      if (!account || !(await this.#takeTurn('notice', account))) return;
      await this.#deps.mailer.sendSignUpNotice({
        to: account.email,
        name: account.name,
        language,
        signInLink: this.#deps.appUrl,
        resetLink: this.#link('/password/forgot', language).href,
      });
    });
  }

  /** A link to one of the stand-in's pages, opening in the mail's language. */
  #link(path: string, language: Language): URL {
    const link = new URL(path, this.#deps.linkBaseUrl);
    if (language !== 'en') link.searchParams.set('ui_locales', language);
    return link;
  }

  async #sendLink(
    account: Account,
    purpose: MailTokenPurpose,
    returnTo: string | undefined,
    language: Language,
  ) {
    if (!(await this.#takeTurn(purpose, account))) return;
    const token = this.#deps.tokens.issue(account.id, purpose, returnTo);
    const link = this.#link(purpose === 'reset' ? '/password/reset' : '/email/verify', language);
    link.searchParams.set('token', token);
    const mail = { to: account.email, name: account.name, language, link: link.href };
    if (purpose === 'reset') await this.#deps.mailer.sendPasswordReset(mail);
    else await this.#deps.mailer.sendEmailVerification(mail);
  }

  /** True when this account may get an e-mail of this kind now (and counts it). */
  async #takeTurn(kind: MailKind, account: Account): Promise<boolean> {
    if (!this.#cooldown) return true;
    try {
      await this.#cooldown.consume(`${kind}:${account.id}`);
      return true;
    } catch {
      return false;
    }
  }
}
