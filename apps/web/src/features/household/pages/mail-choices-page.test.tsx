import { apiPaths, type MailChoices } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink, expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('mailChoices', 'household');
afterEach(() => setViewportWidth(1024));

const session = fakeSession({ id: 'user-1', name: 'Pat Parker', email: 'pat@example.com' });
const getChoices = `GET ${apiPaths.myMailChoices}`;
const putChoices = `PUT ${apiPaths.myMailChoices}`;
const allOn: MailChoices = { startReminders: true, seatReminders: true, officeNews: true };

describe('/MailChoices', () => {
  it('shows each kind as a switch and saves the family’s choice', async () => {
    const api = mockApi({
      [getChoices]: () => json(allOn),
      [putChoices]: ({ body }) => json(body),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/MailChoices', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail choices' })).toBeInTheDocument();
    const start = await screen.findByRole('switch', { name: /Reminders before a camp or tournament/ });
    const seats = screen.getByRole('switch', { name: /Seat and waitlist reminders/ });
    const news = screen.getByRole('switch', { name: /News from the office/ });
    for (const s of [start, seats, news]) expect(s).toBeChecked();
    // What cannot be turned off is said plainly.
    expect(
      screen.getByText(/Payment receipts, refunds and safety messages .* always come/),
    ).toBeInTheDocument();

    await user.click(start);
    expect(start).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await expectToast('Your mail choices are saved.');
    expect(api.bodiesTo(putChoices)).toEqual([
      { startReminders: false, seatReminders: true, officeNews: true },
    ]);
    expect(screen.getByRole('button', { name: 'Save choices' }).nextElementSibling).toHaveTextContent(
      'Your mail choices are saved.',
    );
    expectLink('Household', '/Household', screen.getByText(/Your players and contacts/));
  });

  it('starts from what was saved, and says so when the choices cannot be loaded', async () => {
    mockApi({ [getChoices]: () => json({ ...allOn, seatReminders: false }) });
    const { unmount } = renderApp(undefined, { route: '/MailChoices', session });
    const seats = await screen.findByRole('switch', { name: /Seat and waitlist reminders/ });
    expect(seats).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /News from the office/ })).toBeChecked();
    unmount();

    mockApi({ [getChoices]: () => problem(500, 'Server error') });
    renderApp(undefined, { route: '/MailChoices', session });
    expect(
      await screen.findByText('Your mail choices could not be loaded. Please try again.'),
    ).toBeInTheDocument();
  });

  it('is linked from the household page', async () => {
    mockApi({
      [getChoices]: () => json(allOn),
      [`GET ${apiPaths.household}`]: () => json({ players: [], contacts: null, pickups: [] }),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    await user.click(await screen.findByRole('link', { name: 'Mail choices' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mail choices' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /News from the office/ })).toBeChecked();
  });

  it('in Spanish, at phone width', async () => {
    mockApi({ [getChoices]: () => json(allOn) });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/MailChoices', session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preferencias de correo' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: /Recordatorios antes de un campamento o un torneo/ }),
    ).toBeChecked();
    expect(screen.getByText(/siempre le llegarán/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar preferencias' })).toBeInTheDocument();
  });

  it('offers a mail on each check-in and check-out, off until the family turns it on (in Spanish too)', async () => {
    const getNotices = `GET ${apiPaths.attendanceNotices}`;
    const putNotices = `PUT ${apiPaths.attendanceNotices}`;
    const api = mockApi({
      [getChoices]: () => json(allOn),
      [getNotices]: () => json({ mail: false, text: false, textPhone: null }),
      [putNotices]: ({ body }) => json({ ...(body as object), textPhone: null }),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/MailChoices', session });
    const notices = await screen.findByRole('switch', {
      name: /A mail when my child is checked in or picked up/,
    });
    expect(notices).not.toBeChecked();
    await user.click(notices);
    await expectToast('Your mail choices are saved.');
    expect(api.bodiesTo(putNotices)).toEqual([{ mail: true, text: false }]);
    expect(notices).toBeChecked();
  });

  it('says the check-in mail choice in Spanish', async () => {
    mockApi({
      [getChoices]: () => json(allOn),
      [`GET ${apiPaths.attendanceNotices}`]: () => json({ mail: true, text: false, textPhone: null }),
    });
    showTestsIn('es');
    renderApp(undefined, { route: '/MailChoices', session });
    expect(
      await screen.findByRole('switch', {
        name: /Un correo cuando registren la llegada o la salida de mi hijo/,
      }),
    ).toBeChecked();
  });

  it('offers a text on each check-in and check-out to the household’s number for texts, or says where to add one', async () => {
    const getNotices = `GET ${apiPaths.attendanceNotices}`;
    const putNotices = `PUT ${apiPaths.attendanceNotices}`;
    const api = mockApi({
      [getChoices]: () => json(allOn),
      [getNotices]: () => json({ mail: true, text: false, textPhone: '+16155550142' }),
      [putNotices]: ({ body }) => json({ ...(body as object), textPhone: '+16155550142' }),
    });
    const user = userEvent.setup();
    const { unmount } = renderApp(undefined, { route: '/MailChoices', session });
    const text = await screen.findByRole('switch', {
      name: /A text when my child is checked in or picked up/,
    });
    expect(text).not.toBeChecked();
    expect(text).toHaveAccessibleName(expect.stringContaining('To +16155550142'));
    await user.click(text);
    await expectToast('Your mail choices are saved.');
    // The mail stays as it was; both are sent, as the choice is saved whole.
    expect(api.bodiesTo(putNotices)).toEqual([{ mail: true, text: true }]);
    expect(text).toBeChecked();
    expect(screen.getByRole('switch', { name: /A mail when my child/ })).toBeChecked();
    unmount();

    // No number that takes texts (none saved, or it replied STOP): off, and it says where to add one.
    mockApi({
      [getChoices]: () => json(allOn),
      [getNotices]: () => json({ mail: false, text: true, textPhone: null }),
    });
    renderApp(undefined, { route: '/MailChoices', session });
    const none = await screen.findByRole('switch', { name: /A text when my child/ });
    expect(none).not.toBeChecked();
    expect(none).toBeDisabled();
    expectLink('Household', '/Household#household-texts', screen.getByText(/Add a mobile number for texts/));
  });

  it('says the check-in text choice in Spanish, at phone width', async () => {
    mockApi({
      [getChoices]: () => json(allOn),
      [`GET ${apiPaths.attendanceNotices}`]: () =>
        json({ mail: false, text: true, textPhone: '+16155550142' }),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/MailChoices', session });
    const text = await screen.findByRole('switch', {
      name: /Un mensaje de texto cuando registren la llegada o la salida de mi hijo/,
    });
    expect(text).toBeChecked();
    expect(text).toHaveAccessibleName(expect.stringContaining('Al +16155550142'));
  });
});
