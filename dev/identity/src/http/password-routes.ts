import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashPassword } from '../passwords.js';
import { deleteModelsForAccount } from '../sqlite-adapter.js';
import { emailError, newPasswordErrors } from '../validation.js';
import {
  forgotPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetLinkSentPage,
  resetPasswordPage,
} from '../views/pages.js';
import { formValue, readForm, sendHtml } from './respond.js';
import type { IdentityServices } from './services.js';

// Interaction uids are nanoids; anything else is ignored rather than echoed into links.
const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function interactionParam(value: string | null | undefined): string | undefined {
  return value && UID_PATTERN.test(value) ? value : undefined;
}

/**
 * "Back to sign in": the interaction the reset began in while it is still alive, otherwise the
 * app, which starts a fresh sign-in (the e-mail link may be opened long after, or elsewhere).
 */
async function signInHref(
  services: IdentityServices,
  interaction: string | null | undefined,
): Promise<string> {
  const uid = interactionParam(interaction);
  if (uid && (await services.provider.Interaction.find(uid))) return `/interaction/${uid}`;
  return services.appUrlFor(undefined);
}

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

  const account = services.accounts.findByEmail(email);
  if (account) {
    const token = services.resetTokens.issue(account.id, interaction);
    const link = new URL('/password/reset', services.resetLinkBaseUrl);
    link.searchParams.set('token', token);
    try {
      await services.mailer.sendPasswordReset({ to: account.email, name: account.name, link: link.href });
    } catch (err) {
      // Same answer either way, so the page never reveals whether the address has an account.
      console.error('[identity] could not send the password reset e-mail', err);
    }
  }
  sendHtml(res, 200, resetLinkSentPage({ signInHref: backHref }));
}

export async function showResetPassword(services: IdentityServices, res: ServerResponse, url: URL) {
  const token = url.searchParams.get('token') ?? '';
  if (!token || !services.resetTokens.peek(token)) {
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

  if (!token || !services.resetTokens.peek(token)) {
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
    const info = services.resetTokens.consume(token);
    if (!info) return undefined;
    services.accounts.setPasswordHash(info.accountId, passwordHash);
    deleteModelsForAccount(services.db, info.accountId);
    return info;
  })();
  if (!used) {
    sendHtml(res, 400, resetLinkInvalidPage());
    return;
  }
  sendHtml(res, 200, passwordChangedPage({ signInHref: await signInHref(services, used.returnTo) }));
}
