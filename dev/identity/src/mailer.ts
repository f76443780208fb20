import nodemailer from 'nodemailer';
import { escapeHtml } from '../../shared/src/html.js';

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
}

export interface LinkMail {
  to: string;
  name: string;
  link: string;
}

export interface SignUpNoticeMail {
  to: string;
  name: string;
  /** Where the owner can sign in (the site) and reset the password. */
  signInLink: string;
  resetLink: string;
}

/** A paragraph; one that is a `{ href, text }` becomes a link (its URL in the text part). */
type Paragraph = string | { href: string; text: string };

/** Sends the provider's e-mails (password reset, address verification) over plain SMTP. */
export class Mailer {
  readonly #transport: nodemailer.Transporter;
  readonly #from: string;

  constructor(smtp: SmtpOptions) {
    this.#from = smtp.from;
    this.#transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false });
  }

  sendPasswordReset(mail: LinkMail): Promise<void> {
    return this.#send(mail, 'Reset your password', [
      'Someone asked to reset the password for your account. Use this link to choose a new one:',
      { href: mail.link, text: 'Reset your password' },
      'The link works once and expires in 30 minutes. If you did not ask for this, ignore this e-mail.',
    ]);
  }

  sendEmailVerification(mail: LinkMail): Promise<void> {
    return this.#send(mail, 'Confirm your e-mail address', [
      'Please confirm that this is your e-mail address by opening this link:',
      { href: mail.link, text: 'Confirm your e-mail address' },
      'The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.',
    ]);
  }

  /** To the owner of an address someone tried to sign up with again. */
  sendSignUpNotice(mail: SignUpNoticeMail): Promise<void> {
    return this.#send(mail, 'Someone tried to create an account with your address', [
      'Someone tried to create a new account with this e-mail address, but you already have one.',
      'If it was you, sign in with your existing account:',
      { href: mail.signInLink, text: 'Sign in' },
      'Forgot your password? Choose a new one here:',
      { href: mail.resetLink, text: 'Reset your password' },
      'If it was not you, ignore this e-mail: nothing was changed.',
    ]);
  }

  /** Sends `body` to the recipient after a greeting by name. */
  async #send(
    recipient: { to: string; name: string },
    subject: string,
    body: readonly Paragraph[],
  ): Promise<void> {
    const paragraphs = [`Hi ${recipient.name},`, ...body];
    const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.href)).join('\n\n');
    const html = paragraphs
      .map((p) =>
        typeof p === 'string'
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a></p>`,
      )
      .join('\n');
    await this.#transport.sendMail({
      from: this.#from,
      to: recipient.to,
      subject,
      text,
      html,
    });
  }

  close(): void {
    this.#transport.close();
  }
}
