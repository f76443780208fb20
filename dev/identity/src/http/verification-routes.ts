import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeEmail } from '../accounts.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { emailError } from '../validation.js';
import {
  emailVerifiedPage,
  resendVerificationPage,
  verificationSentPage,
  verifyEmailPage,
  verifyLinkInvalidPage,
} from '../views/pages.js';
import { interactionParam, signInHref } from './links.js';
import { clientOf, formValue, readForm, sendHtml, sendThrottled } from './respond.js';
import type { IdentityServices } from './services.js';

/** The link from the verification e-mail: a button confirms (so link scanners cannot spend it). */
export async function showVerifyEmail(services: IdentityServices, res: ServerResponse, url: URL) {
  const token = url.searchParams.get('token') ?? '';
  if (!token || !services.mailTokens.peek(token, 'verify')) {
    sendHtml(res, 400, verifyLinkInvalidPage());
    return;
  }
  sendHtml(res, 200, verifyEmailPage({ token }));
}

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

export async function showResendVerification(services: IdentityServices, res: ServerResponse, url: URL) {
  const interaction = interactionParam(url.searchParams.get('interaction'));
  sendHtml(
    res,
    200,
    resendVerificationPage({ interaction, signInHref: await signInHref(services, interaction) }),
  );
}

export async function submitResendVerification(
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
    sendHtml(res, 400, resendVerificationPage({ interaction, email, error, signInHref: backHref }));
    return;
  }
  const blocked = await services.abuse.mailRequest(normalizeEmail(email), clientOf(req));
  if (blocked) {
    const alert = tooManyAttemptsMessage(blocked.retryAfterMs);
    sendThrottled(
      res,
      blocked.retryAfterMs,
      resendVerificationPage({ interaction, email, alert, signInHref: backHref }),
    );
    return;
  }
  // In the background: the same answer, as fast, whatever the address.
  services.accountMail.requestVerification(email, interaction);
  sendHtml(res, 200, verificationSentPage({ signInHref: backHref }));
}
