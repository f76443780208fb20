import { html, type SafeHtml } from '../../../shared/src/html.js';
import type { DemoAccount } from '../demo-accounts.js';
import { alert, field, layout } from './layout.js';

export const MIN_PASSWORD_LENGTH = 10;

/**
 * The sign-in page in the language the site asked for (OIDC `ui_locales`, as Azure AD B2C takes
 * it: 'es' or 'es-US' first → Spanish). Error messages stay in English.
 */
export const uiLanguage = (uiLocales: unknown): 'en' | 'es' =>
  typeof uiLocales === 'string' && /^es\b/i.test(uiLocales.trim()) ? 'es' : 'en';

const signInTexts = {
  en: {
    title: 'Sign in',
    lead: 'Use your email and password.',
    email: 'Email',
    password: 'Password',
    forgot: 'Forgot your password?',
    newHere: 'New here?',
    createAccount: 'Create an account',
    noConfirmation: 'No confirmation e-mail?',
    resend: 'Resend verification e-mail',
    cancel: 'Cancel and go back',
  },
  es: {
    title: 'Iniciar sesión',
    lead: 'Use su correo electrónico y su contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    forgot: '¿Olvidó su contraseña?',
    newHere: '¿Es nuevo aquí?',
    createAccount: 'Crear una cuenta',
    noConfirmation: '¿No le llegó el correo de confirmación?',
    resend: 'Volver a enviar el correo de verificación',
    cancel: 'Cancelar y volver',
  },
} as const;

export interface SignInView {
  uid: string;
  /** The language of the page (`ui_locales`). */
  language?: 'en' | 'es';
  email?: string | undefined;
  error?: string | undefined;
  demoAccounts: readonly DemoAccount[];
}

export function signInPage(view: SignInView): SafeHtml {
  const { uid } = view;
  const language = view.language ?? 'en';
  const t = signInTexts[language];
  return layout(
    t.title,
    html`<h1>${t.title}</h1>
<p class="lead">${t.lead}</p>
${alert('error', view.error)}
<form method="post" action="/interaction/${uid}/login">
${field({ name: 'email', label: t.email, type: 'email', autocomplete: 'username', value: view.email, autofocus: !view.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', autofocus: !!view.email })}
<button class="button" type="submit">${t.title}</button>
</form>
<div class="links">
<p><a href="/password/forgot?interaction=${uid}">${t.forgot}</a></p>
<p>${t.newHere} <a href="/interaction/${uid}/signup">${t.createAccount}</a></p>
<p>${t.noConfirmation} <a href="/email/verify/resend?interaction=${uid}">${t.resend}</a></p>
<p><a href="/interaction/${uid}/abort">${t.cancel}</a></p>
</div>
${demoAccountList(view.demoAccounts)}`,
    { language },
  );
}

// Local stand-in only: listing the seeded accounts saves looking them up in the README.
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

export interface SignUpView {
  uid: string;
  values?: { name?: string | undefined; email?: string | undefined };
  errors?: Partial<Record<SignUpField, string>>;
  /** A message for the whole form (e.g. too many attempts). */
  error?: string | undefined;
}

export function signUpPage(view: SignUpView): SafeHtml {
  const errors = view.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return layout(
    'Create an account',
    html`<h1>Create an account</h1>
${alert('error', view.error ?? (hasErrors ? 'Please correct the highlighted fields.' : undefined))}
<form method="post" action="/interaction/${view.uid}/signup" novalidate>
${field({ name: 'name', label: 'Full name', type: 'text', autocomplete: 'name', value: view.values?.name, error: errors.name, autofocus: true })}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: view.values?.email, error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `At least ${MIN_PASSWORD_LENGTH} characters, not a common password.` })}
${field({ name: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">Create account</button>
</form>
<div class="links">
<p>Already have an account? <a href="/interaction/${view.uid}">Sign in</a></p>
</div>`,
  );
}

export interface SignUpSentView {
  uid: string;
  email: string;
}

/** After "Create account": the same page whether the address was new or already had an account. */
export function signUpSentPage(view: SignUpSentView): SafeHtml {
  return layout(
    'Check your email',
    html`<h1>Check your email</h1>
${alert('success', 'Check your e-mail to confirm your address.')}
<p>We sent an e-mail to <strong>${view.email}</strong>. Open the link in it to confirm that the address is yours.</p>
<p>You can sign in now and confirm the address later.</p>
<a class="button" href="/interaction/${view.uid}">Continue to sign in</a>
${resendForm({ email: view.email, interaction: view.uid })}`,
  );
}

function resendForm(view: { email: string; interaction?: string | undefined }): SafeHtml {
  return html`<form class="secondary-action" method="post" action="/email/verify/resend">
<input type="hidden" name="email" value="${view.email}">
${view.interaction ? html`<input type="hidden" name="interaction" value="${view.interaction}">` : ''}
<button class="button button-secondary" type="submit">Resend verification e-mail</button>
</form>`;
}

/** A form that asks for a link by e-mail (a reset link, a new confirmation link). */
export interface MailRequestView {
  interaction?: string | undefined;
  email?: string | undefined;
  error?: string | undefined;
  /** A message for the whole form (e.g. too many attempts). */
  alert?: string | undefined;
  signInHref: string;
}

export function resendVerificationPage(view: MailRequestView): SafeHtml {
  return mailRequestPage(view, {
    title: 'Resend verification e-mail',
    heading: 'Confirm your address',
    lead: 'Enter the email you signed up with and we will send a new confirmation link.',
    action: '/email/verify/resend',
    button: 'Resend verification e-mail',
  });
}

export function verificationSentPage(view: { signInHref: string }): SafeHtml {
  return linkSentPage(
    view,
    'If this address has an account that is not confirmed yet, we sent a new confirmation link.',
    'The link works once and expires in 24 hours. Only the newest link works.',
  );
}

export function verifyEmailPage(view: { token: string }): SafeHtml {
  return layout(
    'Confirm your email',
    html`<h1>Confirm your email address</h1>
<p>Confirm that this e-mail address is yours.</p>
<form method="post" action="/email/verify">
<input type="hidden" name="token" value="${view.token}">
<button class="button" type="submit">Confirm my address</button>
</form>`,
  );
}

/** The page after a mail link did its work: what happened, and a button back to sign-in. */
const linkDonePage =
  (title: string, message: string, button: string) =>
  (view: { signInHref: string }): SafeHtml =>
    layout(
      title,
      html`<h1>${title}</h1>
${alert('success', message)}
<a class="button" href="${view.signInHref}">${button}</a>`,
    );

/** The page for a mail link that is invalid, expired or spent, with a link to ask for a new one. */
const linkExpiredPage = (link: string, newLink: { href: string; text: string }) => (): SafeHtml =>
  layout(
    'Link expired',
    html`<h1>This link has expired</h1>
${alert('error', `This ${link} link is invalid, expired or has already been used.`)}
<div class="links"><p><a href="${newLink.href}">${newLink.text}</a></p></div>`,
  );

export const emailVerifiedPage = linkDonePage(
  'Address confirmed',
  'Your e-mail address is confirmed.',
  'Continue to sign in',
);

export const verifyLinkInvalidPage = linkExpiredPage('confirmation', {
  href: '/email/verify/resend',
  text: 'Send a new confirmation link',
});

export function forgotPasswordPage(view: MailRequestView): SafeHtml {
  return mailRequestPage(view, {
    title: 'Reset your password',
    heading: 'Reset your password',
    lead: 'Enter the email you signed up with and we will send you a link to choose a new password.',
    action: '/password/forgot',
    button: 'Send reset link',
  });
}

export function resetLinkSentPage(view: { signInHref: string }): SafeHtml {
  return linkSentPage(
    view,
    'If an account exists, we sent a reset link.',
    'The link works once and expires in 30 minutes.',
  );
}

interface MailRequestText {
  title: string;
  heading: string;
  lead: string;
  action: string;
  button: string;
}

function mailRequestPage(view: MailRequestView, text: MailRequestText): SafeHtml {
  return layout(
    text.title,
    html`<h1>${text.heading}</h1>
<p class="lead">${text.lead}</p>
${alert('error', view.alert)}
<form method="post" action="${text.action}" novalidate>
${view.interaction ? html`<input type="hidden" name="interaction" value="${view.interaction}">` : ''}
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: view.email, error: view.error, autofocus: true })}
<button class="button" type="submit">${text.button}</button>
</form>
<div class="links"><p><a href="${view.signInHref}">Back to sign in</a></p></div>`,
  );
}

/** The same answer whether or not the address has an account. */
function linkSentPage(view: { signInHref: string }, sent: string, validity: string): SafeHtml {
  return layout(
    'Check your email',
    html`<h1>Check your email</h1>
${alert('success', sent)}
<p>${validity}</p>
<div class="links"><p><a href="${view.signInHref}">Back to sign in</a></p></div>`,
  );
}

export interface ResetPasswordView {
  token: string;
  errors?: { password?: string | undefined; confirmPassword?: string | undefined };
}

export function resetPasswordPage(view: ResetPasswordView): SafeHtml {
  const errors = view.errors ?? {};
  return layout(
    'Choose a new password',
    html`<h1>Choose a new password</h1>
${errors.password || errors.confirmPassword ? alert('error', 'Please correct the highlighted fields.') : ''}
<form method="post" action="/password/reset" novalidate>
<input type="hidden" name="token" value="${view.token}">
${field({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `At least ${MIN_PASSWORD_LENGTH} characters, not a common password.`, autofocus: true })}
${field({ name: 'confirmPassword', label: 'Confirm new password', type: 'password', autocomplete: 'new-password', error: errors.confirmPassword })}
<button class="button" type="submit">Set new password</button>
</form>`,
  );
}

export const resetLinkInvalidPage = linkExpiredPage('password reset', {
  href: '/password/forgot',
  text: 'Request a new reset link',
});

export const passwordChangedPage = linkDonePage(
  'Password changed',
  'Your password was changed. Sign in with your new password.',
  'Back to sign in',
);

export interface LogoutView {
  /** oidc-provider's hidden form (its action and xsrf token). */
  form: SafeHtml;
  autoSubmit: boolean;
}

export function logoutPage(view: LogoutView): SafeHtml {
  return layout(
    'Sign out',
    html`<h1>Sign out</h1>
<p>${view.autoSubmit ? 'Signing you out…' : 'Do you want to sign out?'}</p>
${view.form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes"${
      view.autoSubmit ? html` data-auto-submit` : ''
    }>Sign out</button>`,
    { autoSubmit: view.autoSubmit },
  );
}

export function signedOutPage(view: { appHref?: string | undefined }): SafeHtml {
  return layout(
    'Signed out',
    html`<h1>You are signed out</h1>
<p>You have been signed out of your account on this device.</p>
${view.appHref ? html`<a class="button" href="${view.appHref}">Return to the site</a>` : ''}`,
  );
}

export interface MessageView {
  title: string;
  message: string;
  details?: ReadonlyArray<readonly [string, string]>;
  link?: { href: string; text: string } | undefined;
}

export function messagePage(view: MessageView): SafeHtml {
  return layout(
    view.title,
    html`<h1>${view.title}</h1>
${alert('error', view.message)}
${view.details?.length ? html`<dl>${view.details.map(([k, v]) => html`<dt>${k}</dt><dd><code>${v}</code></dd>`)}</dl>` : ''}
${view.link ? html`<a class="button" href="${view.link.href}">${view.link.text}</a>` : ''}`,
  );
}
