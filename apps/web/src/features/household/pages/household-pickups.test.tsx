import { apiPaths, type PickupAdult, pickupMessages } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeHousehold } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { fieldErrors, json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectToast, fillNamed } from '../../../testing/user-input';

setUpPageTests('household');

const session = fakeSession({ id: 'user-1', name: 'Pat Parker', email: 'pat@example.com' });
const getHousehold = `GET ${apiPaths.household}`;
const grandma: PickupAdult = {
  id: 5,
  playerId: 1,
  name: 'Ana Parker',
  relation: 'Grandmother',
  phone: '6155550177',
  date: '',
};

describe('/Household: who may pick up', () => {
  it('lists each player’s pickup adults, one-day ones with their day, and adds one for a day', async () => {
    const api = mockApi({
      [getHousehold]: () => json(makeHousehold({ pickups: [grandma] })),
      [`POST ${apiPaths.householdPickups(2)}`]: () =>
        json({
          id: 6,
          playerId: 2,
          name: 'Luis Ortiz',
          relation: 'Neighbor',
          phone: '615-555-0188',
          date: '2030-06-12',
        }),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    expect(await screen.findByRole('heading', { level: 2, name: 'Who may pick up' })).toBeInTheDocument();
    const [maya, leo] = screen.getAllByTestId('pickup-player');
    expect(within(maya!).getByTestId('pickup-adult')).toHaveTextContent(
      'Ana Parker · Grandmother · 6155550177',
    );
    expect(
      within(leo!).getByText('No pickup adults yet: only the guardians on the registration.'),
    ).toBeInTheDocument();

    await user.click(within(leo!).getByRole('button', { name: 'Add a pickup adult for Leo Parker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pickup adult for Leo Parker' });
    await fillNamed(user, { name: 'Luis Ortiz', relation: 'Neighbor', date: '2030-06-12' });
    // The page's text-message form has a phone too: the dialog's own.
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '615-555-0188');
    await user.click(within(dialog).getByRole('button', { name: 'Save pickup adult' }));
    await expectToast('Luis Ortiz may pick up.');
    expect(api.callsTo(`POST ${apiPaths.householdPickups(2)}`)[0]?.body).toEqual({
      name: 'Luis Ortiz',
      relation: 'Neighbor',
      phoneNumber: '615-555-0188',
      date: '2030-06-12',
    });
  });

  it('puts the server’s field messages beside the fields, and says when an adult is already gone', async () => {
    mockApi({
      [getHousehold]: () => json(makeHousehold({ pickups: [grandma] })),
      [`POST ${apiPaths.householdPickups(1)}`]: () =>
        fieldErrors({ phoneNumber: ['Enter a 10-digit phone number, e.g. (615) 555-0123.'] }),
      [`DELETE ${apiPaths.householdPickup(5)}`]: () => problem(404, pickupMessages.notFound),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    const [maya] = await screen.findAllByTestId('pickup-player');
    await user.click(within(maya!).getByRole('button', { name: 'Add a pickup adult for Maya Parker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pickup adult for Maya Parker' });
    await fillNamed(user, { name: 'Luis Ortiz', relation: 'Neighbor' });
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '6155550188');
    await user.click(within(dialog).getByRole('button', { name: 'Save pickup adult' }));
    expect(
      await within(dialog).findByText('Enter a 10-digit phone number, e.g. (615) 555-0123.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(maya!).getByRole('button', { name: 'Remove Ana Parker' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Ana Parker' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText(pickupMessages.notFound)).toBeInTheDocument();
  });
});
