import { messages } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { answerPublicForm, json } from './mock-api';
import { renderApp } from './render';

export type User = ReturnType<typeof userEvent.setup>;

/** The control a label names. */
export const field = (label: RegExp | string) => screen.getByLabelText(label);

/** The form control named `name` (react-hook-form's field path, e.g. `extraPlayers.0.playerBirthdate`). */
export function inputNamed(name: string): HTMLInputElement {
  const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!el) throw new Error(`no control named ${name}`);
  return el;
}

/** Puts a value into a control (one a label names, or the one given) in one go (a paste), which keeps tests quick. */
export async function enter(user: User, control: RegExp | string | HTMLElement, value: string) {
  await user.click(control instanceof HTMLElement ? control : field(control));
  await user.paste(value);
}

/**
 * Fills in each of `values`, in order, in the control of that name (`inputNamed`): a select picks
 * the option, a date is typed key by key, any other control takes the value in one go (`enter`).
 */
export async function fillNamed(user: User, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control: HTMLElement = inputNamed(name);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else if (control instanceof HTMLInputElement && control.type === 'date') await user.type(control, value);
    else await enter(user, control, value);
  }
}

/** The toast area at the top right (toasts stay in it until they hide). */
export const toastArea = () => document.querySelector('.toast-area') as HTMLElement;

/** Waits (up to 5 s: lists load lazily) until a toast says `text`. */
export const expectToast = (text: string | RegExp) =>
  waitFor(() => expect(toastArea()).toHaveTextContent(text), { timeout: 5000 });

/** Expects the link named `name` (within `scope`, else anywhere on the page) to lead to `href` (a value or a matcher). */
export function expectLink(name: string | RegExp, href: unknown, scope?: HTMLElement) {
  expect((scope ? within(scope) : screen).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Solves the stand-in bot check (`components/captcha/fake-captcha`). */
export const solveBotCheck = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Solve bot check' }));

/** Solves the bot check, then presses the form's send button. */
export async function solveAndSend(user: User, sendButton: () => HTMLElement) {
  await solveBotCheck(user);
  await user.click(sendButton());
}

/** A public form's success: 'Message saved', and on to the camps page. */
export async function expectMessageSaved() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Camps' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(toastArea()).toHaveTextContent(messages.messageSaved);
}

/**
 * Sends a public form the way a visitor does: its POST (`path`) answers `{ id }`, the page
 * renders, the visitor fills it, passes the bot check and presses send, and 'Message saved' shows
 * on the camps page. Returns the one body the API got.
 */
export async function sendPublicForm(form: {
  path: string;
  id: number;
  render: () => Promise<unknown>;
  fill: (user: User) => Promise<void>;
  sendButton: () => HTMLElement;
}) {
  const user = userEvent.setup();
  const api = answerPublicForm(form.path, () => json({ id: form.id }));
  await form.render();
  await form.fill(user);
  await solveAndSend(user, form.sendButton);
  await expectMessageSaved();
  const bodies = api.bodiesTo(form.path);
  expect(bodies).toHaveLength(1);
  return bodies[0] as Record<string, unknown>;
}

/**
 * A public form page under test (contact, field rental): `render` opens its route and waits for
 * its heading, `send(id)` sends a valid filled form the way a visitor does (`sendPublicForm`),
 * `fillAndSend` fills it and presses send against whatever the test answers.
 */
export function publicFormPage(page: {
  route: string;
  heading: string;
  post: string;
  button: RegExp;
  fill: (user: User) => Promise<void>;
}) {
  const path = `POST ${page.post}`;
  const sendButton = () => screen.getByRole('button', { name: page.button });
  const render = async () => {
    const view = renderApp(undefined, { route: page.route });
    await screen.findByRole('heading', { level: 1, name: page.heading }, { timeout: 5000 });
    // The form's code loads after the page's (formOnFirstUse).
    await screen.findByRole('button', { name: page.button }, { timeout: 5000 });
    return view;
  };
  return {
    path,
    sendButton,
    render,
    fill: page.fill,
    send: (id: number) => sendPublicForm({ path, id, render, fill: page.fill, sendButton }),
    async fillAndSend(user: User) {
      await render();
      await page.fill(user);
      await solveAndSend(user, sendButton);
    },
  };
}
