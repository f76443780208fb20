import { contactLimits, messages } from '@soccer/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaptchaReset } from '../../../components/captcha/fake-captcha';
import { answerPublicForm, fieldErrors, json } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { contactPage } from '../../../testing/public-form-pages';
import { testConfig } from '../../../testing/test-config';
import {
  enter,
  expectLink,
  field,
  solveAndSend,
  solveBotCheck,
  toastArea,
} from '../../../testing/user-input';

await preloadPages('contact', 'camps');
vi.mock('../../../components/captcha/captcha', () => import('../../../components/captcha/fake-captcha'));

const contact = contactPage;
const { path: save, sendButton, render: renderContact } = contact;

describe('/Contact', { timeout: 30_000 }, () => {
  beforeEach(() => fakeCaptchaReset.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('caps every field at its contracts limit', async () => {
    await renderContact();
    expect(field(/^First name/)).toHaveAttribute('maxLength', String(contactLimits.firstName));
    expect(field(/^Last name/)).toHaveAttribute('maxLength', String(contactLimits.lastName));
    expect(field(/^Email/)).toHaveAttribute('maxLength', String(contactLimits.email));
    expect(field(/^Phone/)).toHaveAttribute('maxLength', String(contactLimits.telephone));
    expect(field(/^Subject/)).toHaveAttribute('maxLength', String(contactLimits.subject));
    expect(field(/^Message/)).toHaveAttribute('maxLength', String(contactLimits.message));
  });

  it('counts the characters remaining as the message is typed', async () => {
    const user = userEvent.setup();
    await renderContact();
    expect(screen.getByText(`Characters remaining: ${contactLimits.message}`)).toBeInTheDocument();
    await user.type(field(/^Message/), 'Hello coach');
    expect(screen.getByText(`Characters remaining: ${contactLimits.message - 11}`)).toBeInTheDocument();
    expect(field(/^Message/)).toHaveAccessibleDescription(
      expect.stringContaining('Characters remaining: 1989'),
    );
  });

  it('shows the info panel: e-mail link, social links and the three locations', async () => {
    await renderContact();
    expectLink(testConfig.contactEmail, `mailto:${testConfig.contactEmail}`);
    expect(screen.getAllByRole('link', { name: 'Instagram (opens in a new tab)' }).length).toBeGreaterThan(1);
    for (const city of ['Nashville', 'Dallas', 'Stratham'])
      expect(screen.getByText(new RegExp(`^${city},`))).toBeVisible();
  });

  it('keeps Send disabled until the bot check has a value, and while sending', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const api = answerPublicForm(save, () => new Promise<Response>((resolve) => (answer = resolve)));
    await renderContact();
    await contact.fill(user);
    expect(sendButton()).toBeDisabled();

    await solveBotCheck(user);
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending…'));
    expect(sendButton()).toBeDisabled();
    expect(api.callsTo(save)).toHaveLength(1);

    await act(async () => answer(json({ id: 1 })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Camps' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends id 0, the date and the bot-check value, then says Message saved and goes to /Camps', async () => {
    const body = await contact.sendValid(12);
    expect(new Date(String(body.dateCreated)).toISOString()).toBe(body.dateCreated);
  });

  it('checks the form in the browser first and sends nothing while it is invalid', async () => {
    const user = userEvent.setup();
    const api = answerPublicForm(save, () => json({ id: 1 }));
    await renderContact();
    await enter(user, /^Email/, 'not-an-email');
    await solveAndSend(user, sendButton);
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(save)).toHaveLength(0);
  });

  it('puts server errors beside their fields, says Correct errors and resubmit, and resets a refused bot check', async () => {
    const user = userEvent.setup();
    answerPublicForm(save, () =>
      fieldErrors({
        FirstName: ['First name must be at most 50 characters.'],
        Telephone: ['Phone must be at most 15 characters.'],
        RecaptchaValue: ['The bot check could not be verified. Please try again.'],
      }),
    );
    await contact.fillAndSend(user);

    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAccessibleDescription('First name must be at most 50 characters.');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Phone must be at most 15 characters.');
    expect(screen.getByText('The bot check could not be verified. Please try again.')).toBeInTheDocument();
    expect(fakeCaptchaReset).toHaveBeenCalledTimes(1);
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
  });

  it('toasts other failures as Error : {text} and shows the detail of a 429', async () => {
    const user = userEvent.setup();
    let status = 500;
    answerPublicForm(save, () =>
      json(
        { status, detail: status === 500 ? 'Something went wrong on our side.' : 'Too many requests.' },
        status,
      ),
    );
    await contact.fillAndSend(user);
    await waitFor(() => expect(toastArea()).toHaveTextContent('Error : Something went wrong on our side.'));
    // The value may have been spent: the check starts over.
    expect(fakeCaptchaReset).toHaveBeenCalledTimes(1);

    status = 429;
    await solveBotCheck(user);
    const form = sendButton().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.queryByText(messages.correctErrors)).not.toBeInTheDocument();
  });
});
