import { allStates, apiPaths, emptyHousehold, householdMessages } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeHousehold } from '../../../testing/factories';
import {
  upcomingCampRegistration as campRegistration,
  upcomingCampSession as campSession,
  olderCampSession,
  sixToNineSession,
} from '../../../testing/fixtures';
import { type Handler, json, mockApi, noCampDocuments } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { inputNamed as input } from '../../../testing/user-input';
import { fillValidForm, getSession, renderRegister, submit } from '../testing/register-fixtures';

setUpPageTests('register', 'checkout');

const getHousehold = `GET ${apiPaths.household}`;
const addPlayer = `POST ${apiPaths.householdPlayers}`;
const saveContacts = `PUT ${apiPaths.household}`;

// Ages 6-9 on 6/15/2030: Maya (born 5/4/2016) is 14 then, Leo (9/1/2021) 8.
const mayaTooOld = 'This session is for ages 6-9 on its first day (6/15/2030); this player will be 14 then.';

function answer(routes: Record<string, Handler>) {
  return mockApi({
    [getSession]: () => json(campSession()),
    ...noCampDocuments(7, 8, 9),
    [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
    [submit]: () => json({ id: 42 }),
    ...routes,
  });
}

describe('the camp form with a household profile', () => {
  it('fills the contacts at once and the player when picked; everything stays editable and is sent', async () => {
    const api = answer({ [getHousehold]: () => json(makeHousehold()) });
    const user = userEvent.setup();
    renderRegister();
    const picker = await screen.findByLabelText(householdMessages.whoIsComing);
    await waitFor(() => expect(input('emergencyContactRelationship')).toHaveValue('Aunt'));
    expect(input('pog1LastName')).toHaveValue('Parker');
    expect(input('playerFirstName')).toHaveValue('');

    await user.selectOptions(picker, 'Leo Parker (born 9/1/2021)');
    expect(input('playerFirstName')).toHaveValue('Leo');
    expect(input('playerBirthdate')).toHaveValue('2021-09-01');
    expect(input('tshirtSize')).toHaveValue('xs');
    expect(input('playerAddressLine2')).toHaveValue('Apt 2');
    expect(input('medicalConditions')).toHaveValue('Peanut allergy');
    // Editable: a new phone for this registration.
    await user.clear(input('pog1Phone'));
    await user.type(input('pog1Phone'), '6155550111');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.bodiesTo(submit)[0]).toMatchObject({
      playerFirstName: 'Leo',
      playerLastName: 'Parker',
      playerBirthdate: '2021-09-01',
      tshirtSize: 'xs',
      playerCity: 'Nashville',
      pog1Phone: '6155550111',
      pog2Email: 'sam@example.com',
      emergencyContactPhone: '6155550199',
      medicalTreatment: 'EpiPen in her bag',
    });
    // A saved player: nothing to offer.
    expect(await screen.findByRole('button', { name: /Purchase Camp Session/ })).toBeInTheDocument();
    expect(screen.queryByTestId('save-to-household')).not.toBeInTheDocument();
  });

  it('says at once when the picked player cannot attend by age', async () => {
    answer({ [getSession]: () => json(sixToNineSession()), [getHousehold]: () => json(makeHousehold()) });
    const user = userEvent.setup();
    renderRegister();
    const picker = await screen.findByLabelText(householdMessages.whoIsComing);
    expect(within(picker).getByRole('option', { name: /Maya Parker .* cannot attend/ })).toBeInTheDocument();
    await user.selectOptions(picker, within(picker).getByRole('option', { name: /^Maya/ }));
    await waitFor(() => expect(input('playerBirthdate')).toHaveAccessibleDescription(mayaTooOld));
    // Someone else: the player's fields empty again, the error goes.
    await user.selectOptions(picker, householdMessages.someoneElse);
    expect(input('playerFirstName')).toHaveValue('');
    await waitFor(() => expect(input('playerBirthdate')).not.toHaveAttribute('aria-invalid'));
  });

  it('offers to save a player typed by hand after registering, with the contacts when the profile has none', async () => {
    let saved = false;
    const api = answer({
      [getHousehold]: () =>
        json(saved ? { ...emptyHousehold, players: [makeHousehold().players[0]] } : emptyHousehold),
      [addPlayer]: ({ body }) => {
        saved = true;
        return json({ id: 5, ...(body as object) });
      },
      [saveContacts]: ({ body }) => json(body),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    expect(screen.queryByLabelText(householdMessages.whoIsComing)).not.toBeInTheDocument();
    await fillValidForm(user, '2016-05-04', { medicalConditions: 'Asthma' });
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const offer = await screen.findByRole('button', { name: householdMessages.saveOffer('Sam Parker') });
    await user.click(offer);
    expect(await screen.findByText(householdMessages.playerSaved('Sam Parker'))).toBeInTheDocument();
    expect(api.bodiesTo(addPlayer)).toEqual([
      {
        firstName: 'Sam',
        lastName: 'Parker',
        birthDate: '2016-05-04',
        gender: '',
        tshirtSize: 'm',
        addressLine1: '12 Main St',
        addressLine2: '',
        city: 'Nashville',
        state: 'TN',
        zipCode: '37206',
        medicalConditions: 'Asthma',
        medicalTreatment: '',
      },
    ]);
    expect(api.bodiesTo(saveContacts)).toEqual([
      expect.objectContaining({
        pog1FirstName: 'Pat',
        pog1LastName: 'Parent',
        pog1Email: 'pat@example.com',
        emergencyContactRelationship: 'Grandparent',
      }),
    ]);
  });

  it('the session picker picks a saved player and marks the sessions they cannot attend; the form starts with them', async () => {
    const older = olderCampSession(16);
    answer({
      [getHousehold]: () => json(makeHousehold()),
      [`GET ${apiPaths.campSessions(allStates)}`]: () => json([sixToNineSession(), older]),
      [`GET ${apiPaths.campSession(8)}`]: () => json(older),
    });
    const user = userEvent.setup();
    renderRegister('/Register');
    const picker = await screen.findByLabelText('Player');
    await user.selectOptions(picker, within(picker).getByRole('option', { name: /^Maya/ }));
    expect(screen.getByLabelText("Player's birth date")).toHaveValue('2016-05-04');
    const [sixNine, tenSixteen] = await screen.findAllByRole('article');
    expect(sixNine).toHaveAccessibleDescription(`Not for this player ${mayaTooOld}`);
    expect(within(tenSixteen!).queryByText('Not for this player')).not.toBeInTheDocument();

    await user.click(within(tenSixteen!).getByRole('link', { name: /^Register for Advanced Player Camp/ }));
    await waitFor(() => expect(input('playerFirstName')).toHaveValue('Maya'));
    expect(screen.getByLabelText(householdMessages.whoIsComing)).toHaveDisplayValue(/^Maya Parker/);
    expect(input('playerBirthdate')).not.toHaveAttribute('aria-invalid');
  });
});

describe('two saved players in one order', () => {
  it('picks a saved player for each, sends one order with each player’s own details, and opens its checkout', async () => {
    const order = `POST ${apiPaths.submitCampOrder}`;
    const api = answer({
      [getHousehold]: () => json(makeHousehold()),
      [order]: () => json({ orderId: 3, ids: [42, 43] }),
    });
    const user = userEvent.setup();
    renderRegister();
    await user.selectOptions(
      await screen.findByLabelText(householdMessages.whoIsComing),
      'Maya Parker (born 5/4/2016)',
    );
    await user.click(screen.getByRole('button', { name: 'Add another player' }));
    const second = screen.getByRole('listitem', { name: 'Player 2' });
    await user.selectOptions(
      within(second).getByLabelText(householdMessages.whoIsComing),
      'Leo Parker (born 9/1/2021)',
    );
    expect(input('extraPlayers.0.playerFirstName')).toHaveValue('Leo');
    expect(input('extraPlayers.0.playerBirthdate')).toHaveValue('2021-09-01');
    expect(input('extraPlayers.0.tshirtSize')).toHaveValue('xs');

    await user.click(screen.getByRole('button', { name: 'Register 2 players' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const [maya, leo] = api.bodiesTo(order)[0]!.registrations as Record<string, unknown>[];
    expect(maya).toMatchObject({ playerFirstName: 'Maya', medicalTreatment: 'EpiPen in her bag' });
    expect(leo).toMatchObject({
      playerFirstName: 'Leo',
      playerBirthdate: '2021-09-01',
      tshirtSize: 'xs',
      medicalConditions: 'Peanut allergy',
      pog2Email: 'sam@example.com',
      emergencyContactRelationship: 'Aunt',
    });
  });

  it('marks a saved player too old for the session and empties the block for someone else', async () => {
    answer({ [getSession]: () => json(sixToNineSession()), [getHousehold]: () => json(makeHousehold()) });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByLabelText(householdMessages.whoIsComing);
    await user.click(screen.getByRole('button', { name: 'Add another player' }));
    const picker = within(screen.getByRole('listitem', { name: 'Player 2' })).getByLabelText(
      householdMessages.whoIsComing,
    );
    expect(within(picker).getByRole('option', { name: /Maya Parker.*cannot attend/ })).toBeInTheDocument();
    await user.selectOptions(picker, within(picker).getByRole('option', { name: /Maya Parker/ }));
    expect(await screen.findByText(mayaTooOld)).toBeInTheDocument();
    await user.selectOptions(picker, householdMessages.someoneElse);
    expect(input('extraPlayers.0.playerFirstName')).toHaveValue('');
    expect(screen.queryByText(mayaTooOld)).not.toBeInTheDocument();
  });
});
