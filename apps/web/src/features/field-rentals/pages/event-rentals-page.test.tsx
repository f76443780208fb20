import { apiPaths, fieldRentalLimits, messages, minimumDate } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaptchaReset, fakeCaptchaValue } from '../../../components/captcha/fake-captcha';
import { answerPublicForm, fieldErrors } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { enter, field, sendPublicForm, solveAndSend, type User } from '../../../testing/user-input';

await preloadPages('eventRentals', 'camps');

vi.mock('../../../components/captcha/captcha', () => import('../../../components/captcha/fake-captcha'));

const send = `POST ${apiPaths.sendFieldRentalMessage}`;
const sendButton = () => screen.getByRole('button', { name: /send inquiry|sending/i });

async function fillValidInquiry(user: User) {
  await enter(user, /^Full name/, 'Morgan Lee');
  await enter(user, /^Email/, 'morgan@example.com');
  await enter(user, /^Phone/, '214-555-0147');
  await enter(user, /^Zip code/, '75254');
  await enter(user, /^Preferred date/, '2030-05-17');
  await enter(user, /^Hours/, '2');
  await enter(user, /^Fields/, '1');
  await enter(user, /^Tell us about the party/, 'Twelve seven-year-olds, lots of energy.');
}

async function renderRentals() {
  renderApp(undefined, { route: '/eventrentals' });
  await screen.findByRole('heading', { level: 1, name: messages.fieldRentalsHeading }, { timeout: 5000 });
}

describe('/eventrentals', { timeout: 30_000 }, () => {
  beforeEach(() => fakeCaptchaReset.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('has the heading, sub-heading, privacy note and every contracts limit on its inputs', async () => {
    await renderRentals();
    expect(screen.getByText(messages.fieldRentalsSubheading)).toBeInTheDocument();
    expect(screen.getByText(/never shared with third parties/)).toBeInTheDocument();
    expect(screen.getByText(/used only to answer this inquiry/)).toBeInTheDocument();
    const limits: [RegExp, number][] = [
      [/^Full name/, fieldRentalLimits.fullName],
      [/^Street address$/, fieldRentalLimits.streetAddress1],
      [/^Street address 2/, fieldRentalLimits.streetAddress2],
      [/^City/, fieldRentalLimits.city],
      [/^State/, fieldRentalLimits.state],
      [/^Zip code/, fieldRentalLimits.zipCode],
      [/^Email/, fieldRentalLimits.email],
      [/^Phone/, fieldRentalLimits.telephone],
      [/^Preferred time/, fieldRentalLimits.timePreferred],
      [/^Hours/, fieldRentalLimits.numberOfHours],
      [/^Fields/, fieldRentalLimits.numberOfFields],
      [/^Tell us about the party/, fieldRentalLimits.message],
    ];
    for (const [label, max] of limits) expect(field(label)).toHaveAttribute('maxLength', String(max));
    expect(field(/^Preferred date/)).toHaveAttribute('type', 'date');
    expect(field(/^Preferred date/)).toHaveAttribute('min', minimumDate);
  });

  it('counts the characters remaining in the message', async () => {
    const user = userEvent.setup();
    await renderRentals();
    await enter(user, /^Tell us about the party/, 'Ten kids');
    expect(screen.getByText(`Characters remaining: ${fieldRentalLimits.message - 8}`)).toBeInTheDocument();
  });

  it('sends id 0, the bot-check value and a random operation id', async () => {
    const body = await sendPublicForm({
      path: send,
      id: 4,
      render: renderRentals,
      fill: fillValidInquiry,
      sendButton,
    });
    expect(body).toMatchObject({
      id: 0,
      fullName: 'Morgan Lee',
      email: 'morgan@example.com',
      telephone: '214-555-0147',
      zipCode: '75254',
      datePreferred: '2030-05-17',
      numberOfHours: '2',
      numberOfFields: '1',
      RecaptchaValue: fakeCaptchaValue,
    });
    expect(String(body.operationId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('maps the capitalised server error keys back onto their fields', async () => {
    const user = userEvent.setup();
    answerPublicForm(send, () =>
      fieldErrors({ Zipcode: ['Zip code must be at most 10 characters.'], DatePreferred: ['Too early.'] }),
    );
    await renderRentals();
    await fillValidInquiry(user);
    await solveAndSend(user, sendButton);
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(field(/^Zip code/)).toHaveAccessibleDescription('Zip code must be at most 10 characters.');
    expect(field(/^Preferred date/)).toHaveAccessibleDescription('Too early.');
    // The bot check was not refused, so its value stays and Send stays available.
    expect(fakeCaptchaReset).not.toHaveBeenCalled();
    expect(sendButton()).toBeEnabled();
  });
});
