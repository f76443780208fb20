import nodemailer from 'nodemailer';
import { escapeHtml } from './views/html.js';

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
}

export interface ResetMail {
  to: string;
  name: string;
  link: string;
}

/** Sends the provider's only e-mail (password reset) over plain SMTP, e.g. to maildev on :1025. */
export class Mailer {
  readonly #transport: nodemailer.Transporter;
  readonly #from: string;

  constructor(smtp: SmtpOptions) {
    this.#from = smtp.from;
    this.#transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false });
  }

  async sendPasswordReset(mail: ResetMail): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: mail.to,
      subject: 'Reset your password',
      text: [
        `Hi ${mail.name},`,
        '',
        'Someone asked to reset the password for your account. Open this link to choose a new one:',
        '',
        mail.link,
        '',
        'The link works once and expires in 30 minutes. If you did not ask for this, ignore this e-mail.',
      ].join('\n'),
      html: `<p>Hi ${escapeHtml(mail.name)},</p>
<p>Someone asked to reset the password for your account. Use this link to choose a new one:</p>
<p><a href="${escapeHtml(mail.link)}">Reset your password</a></p>
<p>The link works once and expires in 30 minutes. If you did not ask for this, ignore this e-mail.</p>`,
    });
  }

  close(): void {
    this.#transport.close();
  }
}
