import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  emailVerifiedPage,
  resendVerificationPage,
  verificationSentPage,
  verifyEmailPage,
  verifyLinkInvalidPage,
} from '../views/pages.js';
import { type MailLink, type MailRequestForm, readMailLinkForm, spendMailLink } from './mail-link-routes.js';
import type { IdentityServices } from './services.js';

export const resendVerification: MailRequestForm = {
  page: resendVerificationPage,
  sentPage: verificationSentPage,
  send: (services, email, interaction, language) =>
    services.accountMail.requestVerification(email, interaction, language),
};

/** A button on the page spends the token, so link scanners that open the link cannot. */
export const verifyLink: MailLink = {
  purpose: 'verify',
  form: verifyEmailPage,
  invalid: verifyLinkInvalidPage,
  done: emailVerifiedPage,
};

export async function submitVerifyEmail(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { token, language } = await readMailLinkForm(req);
  await spendMailLink(services, res, token, verifyLink, language, (accountId) =>
    services.accounts.markEmailVerified(accountId),
  );
}
