import { apiPaths, businessTimeZone, fieldRentalLimits, messages, todayIsoDateIn } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaptchaReset } from '../../../components/captcha/fake-captcha';
import { answerPublicForm, emptyPublicLists, fieldErrors, json, mockApi } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { rentalsPage } from '../../../testing/public-form-pages';
import { enter, field } from '../../../testing/user-input';

await preloadPages('eventRentals', 'camps');
// The form's own code too (it loads after the page's): a cold load can outlast the waits.
await import('../components/field-rental-form');
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
      [/^Number of children/, fieldRentalLimits.numberOfChildren],
      [/^Birthday child's age/, fieldRentalLimits.childAge],
      [/^Tell us about the party/, fieldRentalLimits.message],
    ];
    for (const [label, max] of limits) expect(field(label)).toHaveAttribute('maxLength', String(max));
    expect(field(/^Preferred date/)).toHaveAttribute('type', 'date');
    // No earlier than today where the business is.
    expect(field(/^Preferred date/)).toHaveAttribute('min', todayIsoDateIn(businessTimeZone));
  });

  it('refuses a past date, a malformed phone and ZIP code beside their fields before sending', async () => {
    const user = userEvent.setup();
    const api = answerPublicForm(send, () => json({ id: 1 }));
    await renderRentals();
    await rentals.fill(user);
    await enter(user, /^Phone/, '12');
    await enter(user, /^Zip code/, 'ABCDE');
    await user.clear(field(/^Preferred date/));
    await enter(user, /^Preferred date/, '2020-06-01');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(rentals.sendButton());
    await waitFor(
      () =>
        expect(field(/^Phone/)).toHaveAccessibleDescription(
          'Enter a 10-digit phone number, e.g. (615) 555-0123.',
        ),
      { timeout: 5000 },
    );
    expect(field(/^Zip code/)).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 37206 or 37206-1234).',
    );
    expect(field(/^Preferred date/)).toHaveAccessibleDescription('Preferred date cannot be in the past.');
    expect(api.callsTo(send)).toHaveLength(0);
  });

  it('offers our locations and sends the chosen one with the number of children and the age', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...emptyPublicLists(),
      [`GET ${apiPaths.rentalLocations}`]: () =>
        json([{ id: 7, facilityName: 'Fretz Park Fields', city: 'Dallas', state: 'TX' }]),
      [send]: () => json({ id: 3 }),
    });
    await renderRentals();
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await waitFor(
      () =>
        expect(
          within(location).getByRole('option', { name: 'Fretz Park Fields, Dallas, TX' }),
        ).toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(within(location).getByRole('option', { name: 'No preference' })).toBeInTheDocument();
    await rentals.fill(user);
    await user.selectOptions(location, 'Fretz Park Fields, Dallas, TX');
    await enter(user, /^Number of children/, '12');
    await enter(user, /^Birthday child's age/, '7');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(rentals.sendButton());
    await waitFor(() => expect(api.bodiesTo(send)).toHaveLength(1), { timeout: 5000 });
    expect(api.bodiesTo(send)[0]).toMatchObject({ location: '7', numberOfChildren: 12, childAge: 7 });
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
