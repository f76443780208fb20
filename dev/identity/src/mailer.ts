import nodemailer from 'nodemailer';
import { escapeHtml } from '../../shared/src/html.js';
import { type Language, texts } from './views/texts.js';

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
}

export interface LinkMail {
  to: string;
  name: string;
  /** The language of the page the mail was asked from (English when none). */
  language?: Language;
  link: string;
}

export interface SignUpNoticeMail {
  to: string;
  name: string;
  language?: Language;
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
    const t = texts[mail.language ?? 'en'];
    return this.#send(mail, t.resetSubject, [
      t.resetAsked,
      { href: mail.link, text: t.resetLinkText },
      t.resetMailValidity,
    ]);
  }

  sendEmailVerification(mail: LinkMail): Promise<void> {
    const t = texts[mail.language ?? 'en'];
    return this.#send(mail, t.verifySubject, [
      t.verifyAsk,
      { href: mail.link, text: t.verifyLinkText },
      t.verifyMailValidity,
    ]);
  }

  /** To the owner of an address someone tried to sign up with again. */
  sendSignUpNotice(mail: SignUpNoticeMail): Promise<void> {
    const t = texts[mail.language ?? 'en'];
    return this.#send(mail, t.noticeSubject, [
      t.noticeTried,
      t.noticeIfYou,
      { href: mail.signInLink, text: t.noticeSignIn },
      t.noticeForgot,
      { href: mail.resetLink, text: t.resetLinkText },
      t.noticeNotYou,
    ]);
  }

  /** Sends `body` to the recipient after a greeting by name, in the mail's language. */
  async #send(
    recipient: { to: string; name: string; language?: Language },
    subject: string,
    body: readonly Paragraph[],
  ): Promise<void> {
    const paragraphs = [texts[recipient.language ?? 'en'].mailGreeting(recipient.name), ...body];
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
