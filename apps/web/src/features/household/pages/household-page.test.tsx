import { apiPaths, emptyHousehold, householdLimits, householdMessages } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeHousehold, makeHouseholdContacts, makeHouseholdPlayer } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { fieldErrors, json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink, expectToast, inputNamed as field, fillNamed } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('household');
afterEach(() => setViewportWidth(1024));

const session = fakeSession({ id: 'user-1', name: 'Pat Parker', email: 'pat@example.com' });
const getHousehold = `GET ${apiPaths.household}`;
const putContacts = `PUT ${apiPaths.household}`;
const addPlayer = `POST ${apiPaths.householdPlayers}`;

describe('/Household', () => {
  it('lists the saved players and edits the contacts', async () => {
    const api = mockApi({
      [getHousehold]: () => json(makeHousehold()),
      [putContacts]: ({ body }) => json(body),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Household' })).toBeInTheDocument();
    const players = await screen.findAllByTestId('household-player');
    expect(players.map((p) => within(p).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Maya Parker',
      'Leo Parker',
    ]);
    expect(field('pog2Email')).toHaveValue('sam@example.com');

    await user.clear(field('emergencyContactRelationship'));
    await user.type(field('emergencyContactRelationship'), 'Neighbor');
    expect(screen.getByRole('button', { name: 'Save contacts' }).nextElementSibling).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save contacts' }));
    await expectToast(householdMessages.contactsSaved);
    // Said beside the button too, where the eye is (the toast can be off-screen on a phone)…
    const beside = screen.getByRole('button', { name: 'Save contacts' }).nextElementSibling;
    expect(beside).toHaveAttribute('role', 'status');
    expect(beside).toHaveTextContent(householdMessages.contactsSaved);
    // …until something is changed again.
    await user.type(field('emergencyContactRelationship'), '!');
    expect(beside).toBeEmptyDOMElement();
    expect(api.bodiesTo(putContacts)).toEqual([
      makeHouseholdContacts({ emergencyContactRelationship: 'Neighbor' }),
    ]);
    const dataNote = screen.getByText(/Download or erase everything/);
    expectLink('My Registrations', '/MyRegistrations', dataNote);
    // The header links the page for a signed-in family.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expectLink('Household', '/Household', nav);
  });

  it('adds a player; the server’s field errors show beside the fields', async () => {
    let attempt = 0;
    const api = mockApi({
      [getHousehold]: () => json(emptyHousehold),
      [addPlayer]: ({ body }) =>
        ++attempt === 1
          ? fieldErrors({ zipCode: ['Zip code is too long.'] })
          : json(makeHouseholdPlayer({ id: 9, ...(body as object) })),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    expect(await screen.findByText(householdMessages.noPlayers)).toBeInTheDocument();
    // Never saved: the guardian starts as the signed-in account.
    expect(field('pog1FirstName')).toHaveValue('Pat');
    expect(field('pog1LastName')).toHaveValue('Parker');
    expect(field('pog1Email')).toHaveValue('pat@example.com');
    // What is still missing is refused in the browser.
    await user.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Guardian phone is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a player' });
    const values: Record<string, string> = {
      firstName: 'Nia',
      lastName: 'Parker',
      addressLine1: '12 Oak St',
      city: 'Nashville',
      state: 'TN',
      zipCode: '37206',
      birthDate: '2018-02-03',
    };
    await fillNamed(user, values);
    await user.selectOptions(within(dialog).getByLabelText(/T-shirt size/), 'l');
    await user.selectOptions(within(dialog).getByLabelText(/Gender/), 'F');
    await user.click(within(dialog).getByRole('button', { name: 'Save player' }));
    await waitFor(() => expect(field('zipCode')).toHaveAccessibleDescription('Zip code is too long.'));

    await user.click(within(dialog).getByRole('button', { name: 'Save player' }));
    await expectToast(householdMessages.playerSaved('Nia Parker'));
    expect(api.bodiesTo(addPlayer)[1]).toEqual({
      firstName: 'Nia',
      lastName: 'Parker',
      birthDate: '2018-02-03',
      gender: 'F',
      tshirtSize: 'l',
      addressLine1: '12 Oak St',
      addressLine2: '',
      city: 'Nashville',
      state: 'TN',
      zipCode: '37206',
      medicalConditions: '',
      medicalTreatment: '',
    });
  });

  it('changes and removes a saved player (cards on a phone)', async () => {
    setViewportWidth(375);
    const api = mockApi({
      [getHousehold]: () => json(makeHousehold()),
      [`PUT ${apiPaths.householdPlayer(2)}`]: ({ body }) => json({ id: 2, ...(body as object) }),
      [`DELETE ${apiPaths.householdPlayer(1)}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    await user.click(await screen.findByRole('button', { name: 'Change Leo Parker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Leo Parker' });
    expect(field('birthDate')).toHaveValue('2021-09-01');
    await user.selectOptions(within(dialog).getByLabelText(/T-shirt size/), 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save player' }));
    await expectToast(householdMessages.playerSaved('Leo Parker'));
    expect(api.bodiesTo(`PUT ${apiPaths.householdPlayer(2)}`)[0]).toMatchObject({
      firstName: 'Leo',
      tshirtSize: 's',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Maya Parker' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Maya Parker' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expectToast(householdMessages.playerRemoved('Maya Parker'));
    expect(api.callsTo(`DELETE ${apiPaths.householdPlayer(1)}`)).toHaveLength(1);
  });

  it("starts a second player with the family's last name and address, and nothing of the first child's own", async () => {
    mockApi({ [getHousehold]: () => json(makeHousehold()) });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    await user.click(await screen.findByRole('button', { name: 'Add a player' }));
    await screen.findByRole('dialog', { name: 'Add a player' });
    const first = makeHousehold().players[0]!;
    expect(field('lastName')).toHaveValue(first.lastName);
    expect(field('addressLine1')).toHaveValue(first.addressLine1);
    expect(field('city')).toHaveValue(first.city);
    expect(field('state')).toHaveValue(first.state);
    expect(field('zipCode')).toHaveValue(first.zipCode);
    expect(field('firstName')).toHaveValue('');
    expect(field('birthDate')).toHaveValue('');
    expect(field('medicalConditions')).toHaveValue('');
  });

  it(`stops adding at ${householdLimits.maxPlayers} players and shows a refusal`, async () => {
    const players = Array.from({ length: householdLimits.maxPlayers }, (_, i) =>
      makeHouseholdPlayer({ id: i + 1, firstName: `Kid${i}` }),
    );
    mockApi({
      [getHousehold]: () => json({ contacts: null, players, pickups: [] }),
      [`DELETE ${apiPaths.householdPlayer(1)}`]: () => problem(404, householdMessages.playerNotFound),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    expect(await screen.findByRole('button', { name: 'Add a player' })).toBeDisabled();
    expect(screen.getByText(householdMessages.tooManyPlayers)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kid0 Parker' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Kid0 Parker' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByText(householdMessages.playerNotFound)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    mockApi({});
    renderApp(undefined, { route: '/Household' });
    expect(await screen.findByText('Please sign in to continue')).toBeInTheDocument();
  });
});
