import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SafeHtml } from '../../../shared/src/html.js';
import { normalizeEmail } from '../accounts.js';
import type { MailTokenPurpose } from '../mail-tokens.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { emailError } from '../validation.js';
import type { InLanguage, LinkPageView, MailRequestView } from '../views/pages.js';
import type { Language } from '../views/texts.js';
import { pageLanguage } from './language.js';
import { interactionParam, signInHref } from './links.js';
import { clientOf, formValue, readForm, sendHtml, sendThrottled } from './respond.js';
import type { IdentityServices } from './services.js';

/** A form that asks for a link by e-mail: "forgot password" or "resend verification". */
export interface MailRequestForm {
  page(view: MailRequestView): SafeHtml;
  /** The answer once the request is taken, whether or not the address has an account. */
  sentPage(view: LinkPageView): SafeHtml;
  /** Sends the e-mail (in the page's language) in the background, so the answer takes as long for any address. */
  send(services: IdentityServices, email: string, interaction: string | undefined, language: Language): void;
}

export async function showMailRequest(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  form: MailRequestForm,
) {
  const interaction = interactionParam(url.searchParams.get('interaction'));
  const language = pageLanguage(req, url.searchParams.get('ui_locales'));
  sendHtml(
    res,
    200,
    form.page({ interaction, signInHref: await signInHref(services, interaction), language }),
  );
}

export async function submitMailRequest(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  form: MailRequestForm,
) {
  const values = await readForm(req);
  const email = formValue(values, 'email') ?? '';
  const interaction = interactionParam(formValue(values, 'interaction'));
  const language = pageLanguage(req, formValue(values, 'ui_locales'));
  const backHref = await signInHref(services, interaction);

  const error = emailError(email, language);
  if (error) {
    sendHtml(res, 400, form.page({ interaction, email, error, signInHref: backHref, language }));
    return;
  }
  const blocked = await services.abuse.mailRequest(normalizeEmail(email), clientOf(req));
  if (blocked) {
    const alert = tooManyAttemptsMessage(blocked.retryAfterMs, language);
    sendThrottled(
      res,
      blocked.retryAfterMs,
      form.page({ interaction, email, alert, signInHref: backHref, language }),
    );
    return;
  }
  form.send(services, email, interaction, language);
  sendHtml(res, 200, form.sentPage({ signInHref: backHref, language }));
}

/**
 * A link from an e-mail: its token's purpose, the form that spends it, "link expired", and the
 * page once it is spent.
 */
export interface MailLink {
  purpose: MailTokenPurpose;
  form(view: { token: string } & InLanguage): SafeHtml;
  invalid(view: InLanguage): SafeHtml;
  done(view: LinkPageView): SafeHtml;
}

/** Whether `token` is still good for the link; answers with the "link expired" page when not. */
export function checkMailLink(
  services: IdentityServices,
  res: ServerResponse,
  token: string,
  link: MailLink,
  language: Language,
): boolean {
  if (token && services.mailTokens.peek(token, link.purpose)) return true;
  sendHtml(res, 400, link.invalid({ language }));
  return false;
}

/** A mail link's page, in the mail's language (its `ui_locales`). */
export async function showMailLink(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  link: MailLink,
) {
  const token = url.searchParams.get('token') ?? '';
  const language = pageLanguage(req, url.searchParams.get('ui_locales'));
  if (!checkMailLink(services, res, token, link, language)) return;
  sendHtml(res, 200, link.form({ token, language }));
}

/** A mail link's submitted form: its values, the token and the page's language. */
export async function readMailLinkForm(req: IncomingMessage) {
  const form = await readForm(req);
  const token = formValue(form, 'token') ?? '';
  return { form, token, language: pageLanguage(req, formValue(form, 'ui_locales')) };
}

/**
 * Spends the link's token and applies `use` to its account in one transaction, so the token is
 * spent exactly when the change is made; answers "link expired", or `done` with "Back to sign in"
 * to where the flow began.
 */
export async function spendMailLink(
  services: IdentityServices,
  res: ServerResponse,
  token: string,
  link: MailLink,
  language: Language,
  use: (accountId: string) => void,
) {
  const used = token
    ? services.db.transaction(() => {
        const info = services.mailTokens.consume(token, link.purpose);
        if (info) use(info.accountId);
        return info;
      })()
    : undefined;
  if (!used) {
    sendHtml(res, 400, link.invalid({ language }));
    return;
  }
  sendHtml(res, 200, link.done({ signInHref: await signInHref(services, used.returnTo), language }));
}
