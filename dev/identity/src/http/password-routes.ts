import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashPassword } from '../passwords.js';
import { deleteModelsForAccount } from '../sqlite-adapter.js';
import { newPasswordErrors } from '../validation.js';
import {
  forgotPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetLinkSentPage,
  resetPasswordPage,
} from '../views/pages.js';
import {
  checkMailLink,
  type MailLink,
  type MailRequestForm,
  readMailLinkForm,
  spendMailLink,
} from './mail-link-routes.js';
import { formValue, sendHtml } from './respond.js';
import type { IdentityServices } from './services.js';

export const forgotPassword: MailRequestForm = {
  page: forgotPasswordPage,
  sentPage: resetLinkSentPage,
  send: (services, email, interaction, language) =>
    services.accountMail.requestPasswordReset(email, interaction, language),
};

export const resetLink: MailLink = {
  purpose: 'reset',
  form: resetPasswordPage,
  invalid: resetLinkInvalidPage,
  done: passwordChangedPage,
};

export async function submitResetPassword(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { form, token, language } = await readMailLinkForm(req);
  const password = formValue(form, 'password') ?? '';
  const errors = newPasswordErrors(password, formValue(form, 'confirmPassword') ?? '', language);

  if (!checkMailLink(services, res, token, resetLink, language)) return;
  if (errors.password || errors.confirmPassword) {
    sendHtml(res, 400, resetPasswordPage({ token, errors, language }));
    return;
  }

  const passwordHash = await hashPassword(password);
  await spendMailLink(services, res, token, resetLink, language, (accountId) => {
    services.accounts.setPasswordHash(accountId, passwordHash);
    // The link came to the address, so following it proves the address too.
    services.accounts.markEmailVerified(accountId);
    // Old sign-ins end with the old password.
    deleteModelsForAccount(services.db, accountId);
  });
}
