import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeEmail } from '../accounts.js';
import { hashPassword } from '../passwords.js';
import { deleteModelsForAccount } from '../sqlite-adapter.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { emailError, newPasswordErrors } from '../validation.js';
import {
  forgotPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetLinkSentPage,
  resetPasswordPage,
} from '../views/pages.js';
import { interactionParam, signInHref } from './links.js';
import { clientOf, formValue, readForm, sendHtml, sendThrottled } from './respond.js';
import type { IdentityServices } from './services.js';

export async function showForgotPassword(services: IdentityServices, res: ServerResponse, url: URL) {
  const interaction = interactionParam(url.searchParams.get('interaction'));
  sendHtml(
    res,
    200,
    forgotPasswordPage({ interaction, signInHref: await signInHref(services, interaction) }),
  );
}

export async function submitForgotPassword(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const form = await readForm(req);
  const email = formValue(form, 'email') ?? '';
  const interaction = interactionParam(formValue(form, 'interaction'));
  const backHref = await signInHref(services, interaction);

  const error = emailError(email);
  if (error) {
    sendHtml(res, 400, forgotPasswordPage({ interaction, email, error, signInHref: backHref }));
    return;
  }

  const blocked = await services.abuse.mailRequest(normalizeEmail(email), clientOf(req));
  if (blocked) {
    const alert = tooManyAttemptsMessage(blocked.retryAfterMs);
    sendThrottled(
      res,
      blocked.retryAfterMs,
      forgotPasswordPage({ interaction, email, alert, signInHref: backHref }),
    );
    return;
  }
  // In the background: the same answer, as fast, whether or not the address has an account.
  services.accountMail.requestPasswordReset(email, interaction);
  sendHtml(res, 200, resetLinkSentPage({ signInHref: backHref }));
}

export async function showResetPassword(services: IdentityServices, res: ServerResponse, url: URL) {
  const token = url.searchParams.get('token') ?? '';
  if (!token || !services.mailTokens.peek(token, 'reset')) {
    sendHtml(res, 400, resetLinkInvalidPage());
    return;
  }
  sendHtml(res, 200, resetPasswordPage({ token }));
}

export async function submitResetPassword(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const form = await readForm(req);
  const token = formValue(form, 'token') ?? '';
  const password = formValue(form, 'password') ?? '';
  const errors = newPasswordErrors(password, formValue(form, 'confirmPassword') ?? '');

  if (!token || !services.mailTokens.peek(token, 'reset')) {
    sendHtml(res, 400, resetLinkInvalidPage());
    return;
  }
  if (errors.password || errors.confirmPassword) {
    sendHtml(res, 400, resetPasswordPage({ token, errors }));
    return;
  }

  const passwordHash = await hashPassword(password);
  // One transaction: the token is spent exactly when the password changes and old sign-ins end.
  const used = services.db.transaction(() => {
    const info = services.mailTokens.consume(token, 'reset');
    if (!info) return undefined;
    services.accounts.setPasswordHash(info.accountId, passwordHash);
    // The link came to the address, so following it proves the address too.
    services.accounts.markEmailVerified(info.accountId);
    deleteModelsForAccount(services.db, info.accountId);
    return info;
  })();
  if (!used) {
    sendHtml(res, 400, resetLinkInvalidPage());
    return;
  }
  sendHtml(res, 200, passwordChangedPage({ signInHref: await signInHref(services, used.returnTo) }));
}
