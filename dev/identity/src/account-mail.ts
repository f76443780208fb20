import type { Account, AccountStore } from './accounts.js';
import type { MailTokens } from './mail-tokens.js';
import type { Mailer } from './mailer.js';

export interface AccountMailDependencies {
  accounts: AccountStore;
  tokens: MailTokens;
  mailer: Mailer;
  /** Origin of the links in the e-mails (the provider's public URL). */
  linkBaseUrl: string;
}

/** The e-mails sent to account owners: reset links and address-verification links. */
export class AccountMail {
  readonly #deps: AccountMailDependencies;

  constructor(deps: AccountMailDependencies) {
    this.#deps = deps;
  }

  #link(path: string, token: string): string {
    const link = new URL(path, this.#deps.linkBaseUrl);
    link.searchParams.set('token', token);
    return link.href;
  }

  /** Mails a reset link when the address has an account; nothing otherwise. */
  async passwordReset(email: string, returnTo: string | undefined): Promise<void> {
    const account = this.#deps.accounts.findByEmail(email);
    if (!account) return;
    const token = this.#deps.tokens.issue(account.id, 'reset', returnTo);
    await this.#deps.mailer.sendPasswordReset({
      to: account.email,
      name: account.name,
      link: this.#link('/password/reset', token),
    });
  }

  /** Mails a verification link to a new account. */
  async verification(account: Account, returnTo: string | undefined): Promise<void> {
    const token = this.#deps.tokens.issue(account.id, 'verify', returnTo);
    await this.#deps.mailer.sendEmailVerification({
      to: account.email,
      name: account.name,
      link: this.#link('/email/verify', token),
    });
  }

  /** "Resend verification e-mail": only for an account whose address is not verified yet. */
  async resendVerification(email: string, returnTo: string | undefined): Promise<void> {
    const account = this.#deps.accounts.findByEmail(email);
    if (!account || account.emailVerified) return;
    await this.verification(account, returnTo);
  }
}
