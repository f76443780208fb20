import { html, type SafeHtml } from '../../../shared/src/html.js';
import type { DemoAccount } from '../demo-accounts.js';
import { alert, field, layout } from './layout.js';
import { type Language, type Texts, texts } from './texts.js';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * Every page is in the language the site asked for (OIDC `ui_locales`, remembered for the pages
 * after it; see `http/language.ts`), English when none: `language` on each view.
 */
export interface InLanguage {
  language?: Language | undefined;
}

const textsOf = (view: InLanguage): Texts => texts[view.language ?? 'en'];
const page = (view: InLanguage, title: string, content: SafeHtml, autoSubmit = false) =>
  layout(title, content, { language: view.language ?? 'en', autoSubmit });
/** A page whose heading is its title. */
const headedPage = (view: InLanguage, title: string, content: SafeHtml, autoSubmit = false) =>
  page(
    view,
    title,
    html`<h1>${title}</h1>
${content}`,
    autoSubmit,
  );

export interface SignInView extends InLanguage {
  uid: string;
  email?: string | undefined;
  error?: string | undefined;
  demoAccounts: readonly DemoAccount[];
}

export function signInPage(view: SignInView): SafeHtml {
  const { uid } = view;
  const t = textsOf(view);
  return headedPage(
    view,
    t.signInTitle,
    html`<p class="lead">${t.signInLead}</p>
${alert('error', view.error)}
<form method="post" action="/interaction/${uid}/login">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: view.email, autofocus: !view.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!view.email })}
<button class="button" type="submit">${t.signInTitle}</button>
</form>
<div class="links">
<p><a href="/password/forgot?interaction=${uid}">${t.forgot}</a></p>
<p>${t.newHere} <a href="/interaction/${uid}/signup">${t.createAccount}</a></p>
<p>${t.noConfirmation} <a href="/email/verify/resend?interaction=${uid}">${t.resend}</a></p>
<p><a href="/interaction/${uid}/abort">${t.cancel}</a></p>
</div>
${demoAccountList(view.demoAccounts)}`,
  );
}

// Local stand-in only, for developers: listing the seeded accounts saves looking them up in the README.
function demoAccountList(accounts: readonly DemoAccount[]): SafeHtml | '' {
  if (accounts.length === 0) return '';
  return html`<details>
<summary>Demo accounts (local development)</summary>
<ul>${accounts.map(
    (a) => html`<li><code>${a.email}</code>${a.roles.length ? html` (${a.roles.join(', ')})` : ''}</li>`,
  )}</ul>
<p>Password: <code>${accounts[0]?.password ?? ''}</code></p>
</details>`;
}

export type SignUpField = 'name' | 'email' | 'password' | 'confirmPassword';

export interface SignUpView extends InLanguage {
  uid: string;
  values?: { name?: string | undefined; email?: string | undefined };
  errors?: Partial<Record<SignUpField, string>>;
  /** A message for the whole form (e.g. too many attempts). */
  error?: string | undefined;
}

export function signUpPage(view: SignUpView): SafeHtml {
  const t = textsOf(view);
  const errors = view.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return headedPage(
    view,
    t.signUpTitle,
    html`${alert('error', view.error ?? (hasErrors ? t.correctFields : undefined))}
<form method="post" action="/interaction/${view.uid}/signup" novalidate>
${field({ name: 'name', label: t.fullName, type: 'text', autocomplete: 'name', value: view.values?.name, error: errors.name, autofocus: true })}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: view.values?.email, error: errors.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: errors.password, hint: t.passwordHint(MIN_PASSWORD_LENGTH) })}
${field({ name: 'confirmPassword', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">${t.createAccountButton}</button>
</form>
<div class="links">
<p>${t.haveAccount} <a href="/interaction/${view.uid}">${t.signInTitle}</a></p>
</div>`,
  );
}

export interface SignUpSentView extends InLanguage {
  uid: string;
  email: string;
}

/** After "Create account": the same page whether the address was new or already had an account. */
export function signUpSentPage(view: SignUpSentView): SafeHtml {
  const t = textsOf(view);
  return headedPage(
    view,
    t.checkEmail,
    html`${alert('success', t.checkEmailToConfirm)}
<p>${t.weSentTo} <strong>${view.email}</strong>. ${t.openLinkToConfirm}</p>
<p>${t.signInNow}</p>
<a class="button" href="/interaction/${view.uid}">${t.continueToSignIn}</a>
${resendForm(t, { email: view.email, interaction: view.uid })}`,
  );
}

function resendForm(t: Texts, view: { email: string; interaction?: string | undefined }): SafeHtml {
  return html`<form class="secondary-action" method="post" action="/email/verify/resend">
<input type="hidden" name="email" value="${view.email}">
${view.interaction ? html`<input type="hidden" name="interaction" value="${view.interaction}">` : ''}
<button class="button button-secondary" type="submit">${t.resend}</button>
</form>`;
}

/** A form that asks for a link by e-mail (a reset link, a new confirmation link). */
export interface MailRequestView extends InLanguage {
  interaction?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
  /** A message for the whole form (e.g. too many attempts). */
  alert?: string | undefined;
  signInHref: string;
}

export function resendVerificationPage(view: MailRequestView): SafeHtml {
  const t = textsOf(view);
  return mailRequestPage(view, {
    title: t.resend,
    heading: t.confirmYourAddress,
    lead: t.resendLead,
    action: '/email/verify/resend',
    button: t.resend,
  });
}

/** A page after a link was asked for, or after a link did its work: "Back to sign in" is where it leads. */
export interface LinkPageView extends InLanguage {
  signInHref: string;
}

export function verificationSentPage(view: LinkPageView): SafeHtml {
  const t = textsOf(view);
  return linkSentPage(view, t.verificationSent, t.verificationValidity);
}

export function verifyEmailPage(view: { token: string } & InLanguage): SafeHtml {
  const t = textsOf(view);
  return page(
    view,
    t.confirmEmailTitle,
    html`<h1>${t.confirmEmailHeading}</h1>
<p>${t.confirmEmailLead}</p>
<form method="post" action="/email/verify">
<input type="hidden" name="token" value="${view.token}">
${languageInput(view)}
<button class="button" type="submit">${t.confirmButton}</button>
</form>`,
  );
}

/** The page's language carried by a form to the page it posts to. */
const languageInput = (view: InLanguage) =>
  view.language ? html`<input type="hidden" name="ui_locales" value="${view.language}">` : '';

/** The page after a mail link did its work: what happened, and a button back to sign-in. */
const linkDonePage =
  (title: (t: Texts) => string, message: (t: Texts) => string, button: (t: Texts) => string) =>
  (view: LinkPageView): SafeHtml => {
    const t = textsOf(view);
    return page(
      view,
      title(t),
      html`<h1>${title(t)}</h1>
${alert('success', message(t))}
<a class="button" href="${view.signInHref}">${button(t)}</a>`,
    );
  };

/** The page for a mail link that is invalid, expired or spent, with a link to ask for a new one. */
const linkExpiredPage =
  (message: (t: Texts) => string, newLink: { href: string; text: (t: Texts) => string }) =>
  (view: InLanguage = {}): SafeHtml => {
    const t = textsOf(view);
    return page(
      view,
      t.linkExpiredTitle,
      html`<h1>${t.linkExpiredHeading}</h1>
${alert('error', message(t))}
<div class="links"><p><a href="${newLink.href}">${newLink.text(t)}</a></p></div>`,
    );
  };

export const emailVerifiedPage = linkDonePage(
  (t) => t.addressConfirmed,
  (t) => t.addressConfirmedMessage,
  (t) => t.continueToSignIn,
);

export const verifyLinkInvalidPage = linkExpiredPage((t) => t.confirmationLinkExpired, {
  href: '/email/verify/resend',
  text: (t) => t.newConfirmationLink,
});

export function forgotPasswordPage(view: MailRequestView): SafeHtml {
  const t = textsOf(view);
  return mailRequestPage(view, {
    title: t.resetTitle,
    heading: t.resetTitle,
    lead: t.resetLead,
    action: '/password/forgot',
    button: t.sendResetLink,
  });
}

export function resetLinkSentPage(view: LinkPageView): SafeHtml {
  const t = textsOf(view);
  return linkSentPage(view, t.resetSent, t.resetValidity);
}

interface MailRequestText {
  title: string;
  heading: string;
  lead: string;
  action: string;
  button: string;
}

function mailRequestPage(view: MailRequestView, text: MailRequestText): SafeHtml {
  const t = textsOf(view);
  return page(
    view,
    text.title,
    html`<h1>${text.heading}</h1>
<p class="lead">${text.lead}</p>
${alert('error', view.alert)}
<form method="post" action="${text.action}" novalidate>
${view.interaction ? html`<input type="hidden" name="interaction" value="${view.interaction}">` : ''}
${languageInput(view)}
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'email', value: view.email, error: view.error, autofocus: true })}
<button class="button" type="submit">${text.button}</button>
</form>
<div class="links"><p><a href="${view.signInHref}">${t.backToSignIn}</a></p></div>`,
  );
}

/** The same answer whether or not the address has an account. */
function linkSentPage(view: LinkPageView, sent: string, validity: string): SafeHtml {
  const t = textsOf(view);
  return headedPage(
    view,
    t.checkEmail,
    html`${alert('success', sent)}
<p>${validity}</p>
<div class="links"><p><a href="${view.signInHref}">${t.backToSignIn}</a></p></div>`,
  );
}

export interface ResetPasswordView extends InLanguage {
  token: string;
  errors?: { password?: string | undefined; confirmPassword?: string | undefined };
}

export function resetPasswordPage(view: ResetPasswordView): SafeHtml {
  const t = textsOf(view);
  const errors = view.errors ?? {};
  return headedPage(
    view,
    t.newPasswordTitle,
    html`${errors.password || errors.confirmPassword ? alert('error', t.correctFields) : ''}
<form method="post" action="/password/reset" novalidate>
<input type="hidden" name="token" value="${view.token}">
${languageInput(view)}
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', error: errors.password, hint: t.passwordHint(MIN_PASSWORD_LENGTH), autofocus: true })}
${field({ name: 'confirmPassword', label: t.confirmNewPassword, type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">${t.setNewPassword}</button>
</form>`,
  );
}

export const resetLinkInvalidPage = linkExpiredPage((t) => t.resetLinkExpired, {
  href: '/password/forgot',
  text: (t) => t.newResetLink,
});

export const passwordChangedPage = linkDonePage(
  (t) => t.passwordChanged,
  (t) => t.passwordChangedMessage,
  (t) => t.backToSignIn,
);

export interface LogoutView extends InLanguage {
  /** oidc-provider's hidden form (its action and xsrf token). */
  form: SafeHtml;
  autoSubmit: boolean;
}

export function logoutPage(view: LogoutView): SafeHtml {
  const t = textsOf(view);
  return headedPage(
    view,
    t.signOut,
    html`<p>${view.autoSubmit ? t.signingOut : t.wantToSignOut}</p>
${view.form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes"${
      view.autoSubmit ? html` data-auto-submit` : ''
    }>${t.signOut}</button>`,
    view.autoSubmit,
  );
}

export function signedOutPage(view: { appHref?: string | undefined } & InLanguage): SafeHtml {
  const t = textsOf(view);
  return page(
    view,
    t.signedOutTitle,
    html`<h1>${t.signedOutHeading}</h1>
<p>${t.signedOutMessage}</p>
${view.appHref ? html`<a class="button" href="${view.appHref}">${t.returnToSite}</a>` : ''}`,
  );
}

export interface MessageView extends InLanguage {
  title: string;
  message: string;
  details?: ReadonlyArray<readonly [string, string]>;
  link?: { href: string; text: string } | undefined;
}

export function messagePage(view: MessageView): SafeHtml {
  return page(
    view,
    view.title,
    html`<h1>${view.title}</h1>
${alert('error', view.message)}
${view.details?.length ? html`<dl>${view.details.map(([k, v]) => html`<dt>${k}</dt><dd><code>${v}</code></dd>`)}</dl>` : ''}
${view.link ? html`<a class="button" href="${view.link.href}">${view.link.text}</a>` : ''}`,
  );
}
