import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/index.js';
import { Browser } from './support/browser.js';
import { useTestIdentityProvider } from './support/harness.js';
import { isAppRedirect, openSignInPage, submitSignIn } from './support/oidc.js';
import type { CapturedMail } from './support/smtp-sink.js';

const idp = useTestIdentityProvider({ mailCooldownSeconds: 0 });

/** Quoted-printable bytes as UTF-8 text. */
const fromQuotedPrintable = (qp: string) =>
  Buffer.from(
    qp.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A captured message as a person reads it: its headers unfolded and decoded, its body as UTF-8. */
function readable(mail: CapturedMail): string {
  const at = mail.raw.indexOf('\r\n\r\n');
  const headers = mail.raw
    .slice(0, at)
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
  return `${headers}\n\n${fromQuotedPrintable(mail.raw.slice(at).replace(/=\r?\n/g, ''))}`;
}

const spanishSignIn = (browser = new Browser()) =>
  openSignInPage(idp.url, browser, { extra: { ui_locales: 'es' } });

describe('the pages and mails in the language the site asked for', () => {
  it('sign-up: the form, its errors, the answer and the confirmation mail and its pages in Spanish', async () => {
    const browser = new Browser();
    const signInPage = await spanishSignIn(browser);
    const form = await browser.get(`${signInPage.url}/signup`);
    const formHtml = await form.text();
    expect(formHtml).toContain('<html lang="es">');
    expect(formHtml).toContain('<h1>Crear una cuenta</h1>');
    expect(formHtml).toContain('Al menos 10 caracteres, y que no sea una contraseña común.');
    expect(formHtml).not.toContain('Full name');

    const bad = await browser.post(`${signInPage.url}/signup`, {
      name: '',
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    for (const message of [
      'Corrija los campos marcados, por favor.',
      'Escriba su nombre.',
      'Escriba una dirección de correo electrónico válida.',
      'Use al menos 10 caracteres.',
      'Las contraseñas no coinciden.',
    ])
      expect(badHtml).toContain(message);

    const done = await browser.post(`${signInPage.url}/signup`, {
      name: 'Lucía Nueva',
      email: 'lucia@example.com',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('Revise su correo para confirmar su dirección.');
    expect(doneHtml).toContain('>Continuar para iniciar sesión</a>');

    const mail = readable(await idp.smtp.waitForMail((m) => m.to.includes('lucia@example.com')));
    expect(mail).toContain('Subject: Confirme su dirección de correo electrónico');
    expect(mail).toContain('Hola, Lucía Nueva:');
    expect(mail).toContain('El enlace sirve una sola vez y vence en 24 horas.');
    expect(mail).not.toContain('Please confirm');
    const link = /http:\/\/localhost:\d+\/email\/verify\?ui_locales=es&token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();

    // The link opens in Spanish in any browser (the mail carries the language).
    const elsewhere = new Browser();
    const confirm = await elsewhere.get(link ?? '');
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain('<h1>Confirme su dirección de correo electrónico</h1>');
    const token = /name="token" value="([\w-]+)"/.exec(confirmHtml)?.[1] ?? '';
    const confirmed = await elsewhere.post(`${idp.url}/email/verify`, { token, ui_locales: 'es' });
    expect(await confirmed.text()).toContain('Su dirección de correo electrónico quedó confirmada.');
    const spent = await elsewhere.get(link ?? '');
    expect(spent.status).toBe(400);
    expect(await spent.text()).toContain('Este enlace de confirmación no es válido, ya venció o ya se usó.');
  });

  it('a forgotten password: the request, the mail, the new-password form and its errors in Spanish', async () => {
    const browser = new Browser();
    const signInPage = await spanishSignIn(browser);
    const uid = new URL(signInPage.url).pathname.split('/').pop() ?? '';
    // The page after the sign-in page has no `ui_locales` of its own: this browser remembers it.
    const forgot = await browser.get(`${idp.url}/password/forgot?interaction=${uid}`);
    const forgotHtml = await forgot.text();
    expect(forgotHtml).toContain('<h1>Cambie su contraseña</h1>');
    expect(forgotHtml).toContain('>Volver a iniciar sesión</a>');

    const invalid = await browser.post(`${idp.url}/password/forgot`, { email: '', interaction: uid });
    expect(await invalid.text()).toContain('Escriba su dirección de correo electrónico.');
    const sent = await browser.post(`${idp.url}/password/forgot`, {
      email: 'parent@example.com',
      interaction: uid,
    });
    expect(await sent.text()).toContain(
      'Si existe una cuenta con esa dirección, le enviamos un enlace para cambiar la contraseña.',
    );

    const mail = readable(
      await idp.smtp.waitForMail((m) => m.to.includes('parent@example.com') && /password\/reset/.test(m.raw)),
    );
    expect(mail).toContain('Subject: Cambie su contraseña');
    expect(mail).toContain('Alguien pidió cambiar la contraseña de su cuenta.');
    const link = /http:\/\/localhost:\d+\/password\/reset\?ui_locales=es&token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeDefined();

    const reset = await new Browser().get(link ?? '');
    const resetHtml = await reset.text();
    expect(resetHtml).toContain('<h1>Elija una nueva contraseña</h1>');
    expect(resetHtml).toContain('name="ui_locales" value="es"');
    const token = /name="token" value="([\w-]+)"/.exec(resetHtml)?.[1] ?? '';
    const mismatch = await new Browser().post(`${idp.url}/password/reset`, {
      token,
      ui_locales: 'es',
      password: 'a-new-long-password',
      confirmPassword: 'another-password',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('Las contraseñas no coinciden.');
    const expired = await new Browser().get(`${idp.url}/password/reset?ui_locales=es&token=spent`);
    expect(await expired.text()).toContain(
      'Este enlace para cambiar la contraseña no es válido, ya venció o ya se usó.',
    );
  });

  it('a sign-up with a taken address: its owner is told in the language of the page', async () => {
    const browser = new Browser();
    const signInPage = await spanishSignIn(browser);
    await browser.post(`${signInPage.url}/signup`, {
      name: 'Someone',
      email: 'parent2@example.com',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    const mail = readable(
      await idp.smtp.waitForMail(
        (m) => m.to.includes('parent2@example.com') && /password\/forgot/.test(m.raw),
      ),
    );
    expect(mail).toContain('Subject: Alguien intentó crear una cuenta con su dirección');
    expect(mail).toContain('Si no fue usted, ignore este correo: no se cambió nada.');
    expect(mail).toMatch(/\/password\/forgot\?ui_locales=es/);
  });

  it('the sign-out and signed-out pages follow `ui_locales`, then the language this browser was signed in with', async () => {
    const browser = new Browser();
    const page = await spanishSignIn(browser);
    expect(
      isAppRedirect((await submitSignIn(browser, page.url, 'parent@example.com', DEMO_PASSWORD)).url),
    ).toBe(true);
    const asked = await browser.get(`${idp.url}/session/end?ui_locales=es`);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain('<html lang="es">');
    expect(askedHtml).toContain('¿Desea cerrar la sesión?');
    expect(askedHtml).toContain('>Cerrar sesión</button>');

    const remembered = await browser.get(`${idp.url}/session/end`);
    const html = await remembered.text();
    expect(html).toContain('¿Desea cerrar la sesión?');
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.post(action, { xsrf, logout: 'yes' });
    const result = await browser.follow(done, done.url);
    expect(await result.response.text()).toContain('<h1>Su sesión está cerrada</h1>');

    // A browser signed in without asking: English.
    const other = new Browser();
    const englishPage = await openSignInPage(idp.url, other);
    await submitSignIn(other, englishPage.url, 'parent2@example.com', DEMO_PASSWORD);
    const english = await other.get(`${idp.url}/session/end`);
    expect(await english.text()).toContain('Do you want to sign out?');
  });

  it('"Cancelar y volver" tells the site why in Spanish', async () => {
    const browser = new Browser();
    const signInPage = await spanishSignIn(browser);
    const abort = `${signInPage.url}/abort`;
    const back = await browser.follow(await browser.get(abort), abort, isAppRedirect);
    const answer = new URL(back.url).searchParams;
    expect(answer.get('error')).toBe('access_denied');
    expect(answer.get('error_description')).toBe('Se canceló el inicio de sesión.');
  });

  it("the error pages in the browser's language when nothing was asked", async () => {
    const expired = await fetch(`${idp.url}/interaction/gone-away`, {
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(expired.status).toBe(400);
    const html = await expired.text();
    expect(html).toContain('<h1>El inicio de sesión venció</h1>');
    expect(html).toContain('>Volver al sitio</a>');

    const bad = await fetch(`${idp.url}/auth?client_id=unknown&ui_locales=es`);
    const badHtml = await bad.text();
    expect(badHtml).toContain('<h1>Algo salió mal</h1>');
    expect(badHtml).toContain('No se pudo completar el inicio de sesión.');
  });
});
