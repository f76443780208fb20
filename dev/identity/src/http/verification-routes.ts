import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  emailVerifiedPage,
  resendVerificationPage,
  verificationSentPage,
  verifyEmailPage,
  verifyLinkInvalidPage,
} from '../views/pages.js';
import { signInHref } from './links.js';
import type { MailLink, MailRequestForm } from './mail-link-routes.js';
import { formValue, readForm, sendHtml } from './respond.js';
import type { IdentityServices } from './services.js';

export const resendVerification: MailRequestForm = {
  page: resendVerificationPage,
  sentPage: verificationSentPage,
  send: (services, email, interaction) => services.accountMail.requestVerification(email, interaction),
};

/** A button on the page spends the token, so link scanners that open the link cannot. */
export const verifyLink: MailLink = {
  purpose: 'verify',
  form: verifyEmailPage,
  invalid: verifyLinkInvalidPage,
};

export async function submitVerifyEmail(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const form = await readForm(req);
  const token = formValue(form, 'token') ?? '';
  const used = token
    ? services.db.transaction(() => {
        const info = services.mailTokens.consume(token, 'verify');
        if (info) services.accounts.markEmailVerified(info.accountId);
        return info;
      })()
    : undefined;
  if (!used) {
    sendHtml(res, 400, verifyLinkInvalidPage());
    return;
  }
  sendHtml(res, 200, emailVerifiedPage({ signInHref: await signInHref(services, used.returnTo) }));
}
