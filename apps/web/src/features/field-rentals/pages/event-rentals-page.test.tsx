import { fieldRentalLimits, messages, minimumDate } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaptchaReset } from '../../../components/captcha/fake-captcha';
import { answerPublicForm, fieldErrors } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { rentalsPage } from '../../../testing/public-form-pages';
import { enter, field } from '../../../testing/user-input';

await preloadPages('eventRentals', 'camps');
vi.mock('../../../components/captcha/captcha', () => import('../../../components/captcha/fake-captcha'));

const rentals = rentalsPage;
const { path: send, render: renderRentals } = rentals;

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
    const body = await rentals.sendValid(4);
    expect(String(body.operationId)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('maps the capitalised server error keys back onto their fields', async () => {
    const user = userEvent.setup();
    answerPublicForm(send, () =>
      fieldErrors({ Zipcode: ['Zip code must be at most 10 characters.'], DatePreferred: ['Too early.'] }),
    );
    await rentals.fillAndSend(user);
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(field(/^Zip code/)).toHaveAccessibleDescription('Zip code must be at most 10 characters.');
    expect(field(/^Preferred date/)).toHaveAccessibleDescription('Too early.');
    // The bot check was not refused, so its value stays and Send stays available.
    expect(fakeCaptchaReset).not.toHaveBeenCalled();
    expect(rentals.sendButton()).toBeEnabled();
  });
});
