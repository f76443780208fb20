import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction } from 'oidc-provider';
import { normalizeEmail } from '../accounts.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { emailError, nameError, newPasswordErrors } from '../validation.js';
import { messagePage, type SignUpField, signInPage, signUpPage, signUpSentPage } from '../views/pages.js';
import { type Language, languageOf, texts } from '../views/texts.js';
import { pageLanguage, rememberLanguage } from './language.js';
import { clientOf, formValue, readForm, redirect, sendHtml, sendThrottled } from './respond.js';
import type { IdentityServices } from './services.js';

/**
 * Loads the interaction the browser's cookie points at, checking it is the one in the URL.
 * Renders a "start again" page (and returns undefined) when it expired or belongs elsewhere.
 */
async function loadInteraction(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<Interaction | undefined> {
  let details: Interaction | undefined;
  try {
    details = await services.provider.interactionDetails(req, res);
  } catch (err) {
    // No interaction cookie, or the interaction/session is gone: a user-facing case, not a fault.
    if (!(err instanceof errors.SessionNotFound)) throw err;
  }
  if (details?.uid === uid) return details;
  const language = pageLanguage(req);
  const t = texts[language];
  sendHtml(
    res,
    400,
    messagePage({
      language,
      title: t.signInExpiredTitle,
      message: t.signInExpired,
      link: { href: services.appUrlFor(undefined), text: t.returnToSite },
    }),
  );
  return undefined;
}

/** Sign-in and sign-up only apply while the interaction asks for a login (or an account: `create`). */
function expectLoginPrompt(res: ServerResponse, details: Interaction): boolean {
  if (details.prompt.name === 'login' || details.prompt.name === 'create') return true;
  redirect(res, `/interaction/${details.uid}`);
  return false;
}

type InteractionStep = (
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
  language: Language,
) => Promise<void>;

/**
 * A route of the interaction in the URL: `step` runs once it is loaded (see loadInteraction) and,
 * for sign-in and sign-up (`login`), while it asks for a login. Its pages are in the language the
 * site asked for (`ui_locales`), which this browser remembers for the pages after the sign-in
 * (a reset link, the sign-out).
 */
function interactionRoute(step: InteractionStep, options: { login?: boolean } = {}) {
  return async (services: IdentityServices, req: IncomingMessage, res: ServerResponse, uid: string) => {
    const details = await loadInteraction(services, req, res, uid);
    if (!details) return;
    if (options.login && !expectLoginPrompt(res, details)) return;
    const asked = languageOf(details.params.ui_locales);
    if (asked) rememberLanguage(res, asked);
    await step(services, req, res, details, asked ?? pageLanguage(req));
  };
}

function loginHint(details: Interaction): string | undefined {
  const hint = details.params.login_hint;
  return typeof hint === 'string' ? hint : undefined;
}

async function finishLogin(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
  accountId: string,
) {
  await services.provider.interactionFinished(
    req,
    res,
    {
      login: { accountId, amr: ['pwd'], remember: true },
      // A request that asked for an account (prompt=create) has had its sign-up form.
      ...(details.prompt.name === 'create' ? { create: {} } : {}),
    },
    { mergeWithLastSubmission: false },
  );
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Our clients are first-party, so a consent prompt (raised when `offline_access` needs
 * prompt=consent) is granted without asking, exactly what the prompt lists as missing.
 */
async function grantConsent(
  services: IdentityServices,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
) {
  const { provider } = services;
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string')
    throw new Error('consent prompt without a signed-in account');

  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = details.prompt.details;
  const scopes = stringArray(missing.missingOIDCScope);
  if (scopes.length) grant.addOIDCScope(scopes.join(' '));
  const claims = stringArray(missing.missingOIDCClaims);
  if (claims.length) grant.addOIDCClaims(claims);
  const resourceScopes = missing.missingResourceScopes;
  if (resourceScopes && typeof resourceScopes === 'object') {
    for (const [indicator, list] of Object.entries(resourceScopes)) {
      const granted = stringArray(list);
      if (granted.length) grant.addResourceScope(indicator, granted.join(' '));
    }
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

export const showInteraction = interactionRoute(async (services, req, res, details, language) => {
  const { uid } = details;
  const sendSignIn = () =>
    sendHtml(
      res,
      200,
      signInPage({ uid, email: loginHint(details), language, demoAccounts: services.demoAccounts }),
    );
  switch (details.prompt.name) {
    case 'login':
      sendSignIn();
      return;
    case 'create':
      // prompt=create opens on the sign-up form once; its links back to sign-in then show sign-in.
      if (!details.result?.create) {
        await services.provider.interactionResult(
          req,
          res,
          { create: {} },
          { mergeWithLastSubmission: false },
        );
        redirect(res, `/interaction/${uid}/signup`);
        return;
      }
      sendSignIn();
      return;
    case 'consent':
      await grantConsent(services, req, res, details);
      return;
    default:
      sendHtml(
        res,
        400,
        messagePage({
          language,
          title: texts[language].unsupportedTitle,
          message: texts[language].unsupportedPrompt(details.prompt.name),
        }),
      );
  }
});

export const submitLogin = interactionRoute(
  async (services, req, res, details, language) => {
    const { uid } = details;
    const form = await readForm(req);
    const email = formValue(form, 'email') ?? '';
    const password = formValue(form, 'password') ?? '';
    const invalid = texts[language].invalidCredentials;
    const page = (error: string) =>
      signInPage({ uid, email, error, language, demoAccounts: services.demoAccounts });
    if (!email || !password) {
      sendHtml(res, 400, page(invalid));
      return;
    }

    // Keyed by the address as typed (normalised), so unknown addresses are throttled alike.
    const accountKey = normalizeEmail(email);
    const client = clientOf(req);
    const blocked = await services.abuse.signInBlocked(accountKey, client);
    if (blocked) {
      sendThrottled(res, blocked.retryAfterMs, page(tooManyAttemptsMessage(blocked.retryAfterMs, language)));
      return;
    }
    const account = await services.accounts.authenticate(email, password);
    if (!account) {
      const nowBlocked = await services.abuse.signInFailed(accountKey, client);
      if (nowBlocked)
        sendThrottled(
          res,
          nowBlocked.retryAfterMs,
          page(tooManyAttemptsMessage(nowBlocked.retryAfterMs, language)),
        );
      else sendHtml(res, 400, page(invalid));
      return;
    }
    await services.abuse.signInSucceeded(accountKey, client);
    await finishLogin(services, req, res, details, account.id);
  },
  { login: true },
);

export const showSignUp = interactionRoute(
  async (_services, _req, res, details, language) => {
    sendHtml(res, 200, signUpPage({ uid: details.uid, values: { email: loginHint(details) }, language }));
  },
  { login: true },
);

export const submitSignUp = interactionRoute(
  async (services, req, res, { uid }, language) => {
    const form = await readForm(req);
    const name = formValue(form, 'name') ?? '';
    const email = formValue(form, 'email') ?? '';
    const password = formValue(form, 'password') ?? '';
    const confirmPassword = formValue(form, 'confirmPassword') ?? '';

    const errors: Partial<Record<SignUpField, string>> = {
      ...newPasswordErrors(password, confirmPassword, language),
    };
    const badName = nameError(name, language);
    if (badName) errors.name = badName;
    const badEmail = emailError(email, language);
    if (badEmail) errors.email = badEmail;

    if (Object.keys(errors).length === 0) {
      const blocked = await services.abuse.signUpAttempt(normalizeEmail(email), clientOf(req));
      if (blocked) {
        const error = tooManyAttemptsMessage(blocked.retryAfterMs, language);
        sendThrottled(
          res,
          blocked.retryAfterMs,
          signUpPage({ uid, values: { name, email }, error, language }),
        );
        return;
      }
      // A taken address gets the same answer, after the same work (the password is hashed either
      // way), so the form cannot tell whether an address has an account; its owner is told instead.
      const account = await services.accounts.create({ name, email, password });
      if (account) services.accountMail.sendVerification(account, uid, language);
      else services.accountMail.notifyExistingAccount(email, language);
      sendHtml(res, 200, signUpSentPage({ uid, email: email.trim(), language }));
      return;
    }
    sendHtml(res, 400, signUpPage({ uid, values: { name, email }, errors, language }));
  },
  { login: true },
);

/** "Cancel and go back": the site is told why, in the page's language (it may show the description). */
export const abortInteraction = interactionRoute(async (services, req, res, _details, language) => {
  await services.provider.interactionFinished(
    req,
    res,
    { error: 'access_denied', error_description: texts[language].cancelledSignIn },
    { mergeWithLastSubmission: false },
  );
});
