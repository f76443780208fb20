import {
  allStates,
  apiPaths,
  type CampSession,
  campRegistrationLimits,
  couponMessages,
  ledgerMessages,
  messages,
  minimumDate,
  orderMessages,
  todayIsoDate,
  waitlistMessages,
  waiverMessages,
} from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import {
  makeCampSession,
  makeConsentDocument,
  makeWaitlistEntry as waitlistEntry,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import {
  upcomingCampRegistration as campRegistration,
  upcomingCampSession as campSession,
  olderCampSession,
  sixToNineSession,
} from '../../../testing/fixtures';
import { expectLoadError } from '../../../testing/load-errors';
import {
  fieldErrors,
  type Handler,
  json,
  mockApi,
  noCampDocuments,
  problem,
} from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import {
  expectLink,
  expectToast,
  fillNamed,
  inputNamed as input,
  type User,
} from '../../../testing/user-input';
import { fillValidForm, getSession, renderRegister, submit } from '../testing/register-fixtures';

setUpPageTests('register', 'checkout');

/** Answers the session's call with `session`, and `routes` (the register call, say) as given. */
const answerSession = (session: CampSession, routes: Record<string, Handler> = {}) =>
  mockApi({ [getSession]: () => json(session), ...noCampDocuments(7), ...routes });

/** Fills in one control by name (`fillNamed`). */
const fill = (user: User, name: string, value: string) => fillNamed(user, { [name]: value });

/** Opens the form, fills it in validly (with `promoCode` when given) and presses Register. */
async function registerValidly(promoCode?: string) {
  const user = userEvent.setup();
  renderRegister();
  await screen.findByRole('textbox', { name: 'Address' });
  await fillValidForm(user);
  if (promoCode) await fill(user, 'promoCode', promoCode);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('/Register/{sessionid}', () => {
  it('shows the camp info panel and prefills the guardian from the signed-in user', async () => {
    answerSession(campSession());
    renderRegister();
    const panel = await screen.findByRole('complementary', { name: 'Foundations Skills Camp' });
    for (const text of [
      'Small-sided games and hundreds of touches a day.',
      'Bring shin guards, a size 4 ball, water and sunscreen.',
      '9:00 AM - 12:00 PM',
      'Ages 6-9',
      'Shelby Bottoms Sports Complex',
      '$175.00',
    ]) {
      expect(within(panel).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(panel).getByTestId('seats-left')).toHaveTextContent('20');
    expect(input('pog1FirstName')).toHaveValue('Pat');
    expect(input('pog1LastName')).toHaveValue('Parent');
    expect(input('pog1Email')).toHaveValue('pat@example.com');
  });

  it('shows the promo code input only when the session has a promo code', async () => {
    answerSession(campSession({ hasPromoCode: false }));
    const first = renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    expect(screen.queryByLabelText(/Promo code/)).not.toBeInTheDocument();
    first.unmount();

    answerSession(campSession({ hasPromoCode: true }));
    renderRegister();
    expect(await screen.findByLabelText(/Promo code/)).toHaveAttribute(
      'maxLength',
      String(campRegistrationLimits.promoCode),
    );
  });

  it('caps every field at its contracts limit and has no second guardian or treatment inputs', async () => {
    answerSession(campSession());
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    const hidden = ['pog2FirstName', 'pog2LastName', 'pog2Email', 'pog2Phone', 'medicalTreatment'];
    for (const [name, max] of Object.entries(campRegistrationLimits)) {
      if (hidden.includes(name)) {
        expect(document.querySelector(`[name="${name}"]`), name).toBeNull();
      } else {
        expect(input(name), name).toHaveAttribute('maxLength', String(max));
      }
    }
    const birthdate = input('playerBirthdate');
    expect(birthdate).toHaveAttribute('type', 'date');
    expect(birthdate).toHaveAttribute('min', minimumDate);
    expect(birthdate).toHaveAttribute('max', todayIsoDate());
    const sizes = within(screen.getByLabelText(/T-shirt size/)).getAllByRole('option');
    expect(sizes.map((o) => o.getAttribute('value'))).toEqual(['', 'xs', 's', 'm', 'l', 'xl']);
    expect(input('medicalConditions').tagName).toBe('TEXTAREA');
  });

  it('shows the waiting message with the submit disabled, then goes to /Checkout/{id}', async () => {
    let answer: (r: Response) => void = () => undefined;
    const api = answerSession(campSession(), {
      [submit]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
    });
    await registerValidly('EARLYBIRD');

    expect(await screen.findByText(messages.validatingRegistration)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    answer(json({ id: 42 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: messages.purchaseCampSession })).toBeInTheDocument();

    const [sent] = api.callsTo(submit);
    expect(sent?.headers.Authorization).toBe('Bearer stored-token');
    expect(sent?.body).toMatchObject({
      campSessionId: 7,
      registrationStatus: 'registered',
      promoCode: 'EARLYBIRD',
      playerFirstName: 'Sam',
      playerBirthdate: '2016-05-04',
      tshirtSize: 'm',
      playerState: 'TN',
      pog1FirstName: 'Pat',
      pog1Email: 'pat@example.com',
      pog2FirstName: '',
      pog2LastName: '',
      pog2Email: '',
      pog2Phone: '',
      medicalConditions: '',
      medicalTreatment: '',
    });
  });

  it('makes My Registrations and the seat counts read again after a registration', async () => {
    answerSession(campSession(), {
      [submit]: () => json({ id: 42 }),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRegister();
    const keys = [queryKeys.campRegistrations.mine('user-1'), queryKeys.campSessions.summary];
    for (const key of keys) queryClient.setQueryData(key, []);
    await screen.findByRole('textbox', { name: 'Address' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });

  it('checks the form in the browser before sending', async () => {
    const api = answerSession(campSession());
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Player first name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a valid t-shirt size.')).toBeInTheDocument();
    expect(screen.getByText(messages.correctErrors)).toBeInTheDocument();
    expect(api.callsTo(submit)).toHaveLength(0);
  });

  it('puts server field errors beside their fields (promo code too) with "Correct errors and resubmit"', async () => {
    answerSession(campSession(), {
      [submit]: () =>
        fieldErrors({
          playerState: ['State must be at most 2 characters.'],
          promoCode: ['This promo code is not valid for this session.'],
          pog2Email: ['Second guardian email must be at most 100 characters.'],
        }),
    });
    await registerValidly('NOPE');

    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    const state = screen.getByLabelText(/^State/);
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(state).toHaveAccessibleDescription('State must be at most 2 characters.');
    expect(screen.getByLabelText(/Promo code/)).toHaveAccessibleDescription(
      'This promo code is not valid for this session.',
    );
    // A key with no input of its own is still shown, in the form's alert.
    expect(screen.getByText('Second guardian email must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('sends a coupon code with any session and shows why the server refused it beside the field', async () => {
    const api = answerSession(campSession({ hasPromoCode: false }), {
      [submit]: () => fieldErrors({ couponCode: [couponMessages.expired] }),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    expect(screen.queryByLabelText(/Promo code/)).not.toBeInTheDocument();
    await fillValidForm(user);
    await fill(user, 'couponCode', 'spring10');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(api.callsTo(submit)[0]?.body).toMatchObject({ couponCode: 'spring10', promoCode: '' });
    expect(screen.getByLabelText(/Coupon code/)).toHaveAccessibleDescription(couponMessages.expired);
  });

  it.each([
    [409, 'Camp session is full'],
    [409, ledgerMessages.tooManyHoldsInSession(2)],
    [429, ledgerMessages.tooManyPromoFailures],
  ])("shows the server's %i reason in the form and as a toast", async (status, detail) => {
    answerSession(campSession(), {
      [submit]: () => problem(status, detail),
    });
    await registerValidly();

    const form = screen.getByRole('form', { name: 'Registration form' });
    expect(await within(form).findByText(detail)).toBeInTheDocument();
    expect(await screen.findByText(messages.genericError(detail))).toBeInTheDocument();
  });

  it('takes the form onto the waitlist of a full session, then shows My Registrations', async () => {
    const join = `POST ${apiPaths.joinCampWaitlist}`;
    const api = answerSession(campSession({ seatsLeft: 0, waitlisted: 3 }), {
      [join]: () => json({ id: 5 }),
      [`GET ${apiPaths.myWaitlist}`]: () => json([waitlistEntry({ id: 5, position: 4 })]),
      [`GET ${apiPaths.myRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
    });
    const user = userEvent.setup();
    const { queryClient } = renderRegister();
    queryClient.setQueryData(queryKeys.waitlists.mine, []);
    expect(await screen.findByTestId('waitlist-notice')).toHaveTextContent(/Camp session is full/);
    expectLink('Choose another session', '/Register');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Registrations' })).toBeInTheDocument();
    await expectToast(waitlistMessages.joined);
    expect(await screen.findByText('#4 on the waitlist')).toBeInTheDocument();
    expect(api.callsTo(submit)).toHaveLength(0);
    expect(api.callsTo(join)[0]?.body).toMatchObject({
      campSessionId: 7,
      playerFirstName: 'Sam',
      tshirtSize: 'm',
    });
  });

  it("shows the server's reason when the waitlist refuses, such as seats freed meanwhile", async () => {
    answerSession(campSession({ seatsLeft: 0 }), {
      [`POST ${apiPaths.joinCampWaitlist}`]: () => problem(409, waitlistMessages.seatsFree),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByTestId('waitlist-notice');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    const form = screen.getByRole('form', { name: 'Registration form' });
    expect(await within(form).findByText(waitlistMessages.seatsFree)).toBeInTheDocument();
    await expectToast(`Error : ${waitlistMessages.seatsFree}`);
  });

  it('shows the load error', async () => {
    await expectLoadError(
      getSession,
      'Camp Session not found',
      renderRegister,
      messages.errorFetchingCampSession,
    );
  });
});

describe('/Register without a session', () => {
  it('lists upcoming sessions, a full one with its waitlist, and opens the chosen one', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    mockApi({
      [`GET ${apiPaths.campSessions(allStates)}`]: () =>
        json([
          campSession({ id: 3, campStartDate: past }),
          campSession({ id: 7 }),
          campSession({
            id: 8,
            seatsLeft: 0,
            campSpec: { ...campSession().campSpec, campName: 'Advanced Player Camp' },
          }),
        ]),
      [getSession]: () => json(campSession()),
      ...noCampDocuments(7),
    });
    const user = userEvent.setup();
    renderRegister('/Register');
    const choices = await screen.findAllByRole('article');
    expect(choices).toHaveLength(2);
    expect(within(choices[1]!).getByText('Full')).toBeInTheDocument();
    expectLink(/Join the waitlist for Advanced Player Camp/, '/Register/8', choices[1]!);
    await user.click(within(choices[0]!).getByRole('link', { name: /Register for Foundations Skills Camp/ }));
    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('complementary')).toBeInTheDocument());
  });

  it('shows a signed-out visitor the chosen session and sign-up one tap away, sign-in beside it', async () => {
    const session = makeCampSession({
      id: 7,
      campCost: 175,
      campStartDate: '2030-06-10',
      campEndDate: '2030-06-14',
    });
    mockApi({ [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([session]) });
    const user = userEvent.setup();
    const { authClient } = renderApp(undefined, { route: '/Register/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText('Sign in or create an account to register')).toBeInTheDocument();
    const summary = await screen.findByRole('complementary');
    expect(within(summary).getByRole('heading', { name: 'Foundations Skills Camp' })).toBeInTheDocument();
    expect(within(summary).getByText('6/10/2030 – 6/14/2030')).toBeInTheDocument();
    expect(within(summary).getByText('Ages 6-9')).toBeInTheDocument();
    expect(within(summary).getByText('$175.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    // Back to the page the visitor is on (the browser's address; the test router keeps its own).
    expect(authClient.signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ signUp: true }));
  });

  it('asks a signed-out visitor to sign in, without a summary for a session that is not open', async () => {
    mockApi({ [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([]) });
    const user = userEvent.setup();
    const { authClient } = renderApp(undefined, { route: '/Register/99' });
    const prompt = await screen.findByText('Sign in or create an account to register');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(within(prompt.closest('.card')!).getByRole('button', { name: 'Sign In' }));
    expect(authClient.signinRedirect).toHaveBeenCalledWith(expect.not.objectContaining({ signUp: true }));
  });
});

describe('the ages of a session (eligibility)', () => {
  // Ages 6-9 on Saturday 6/15/2030; a player born 6/15/2020 turns 10 that day.
  const tooOld = 'This session is for ages 6-9 on its first day (6/15/2030); this player will be 10 then.';

  it('says beside the birth date, as soon as it is entered, that the player is too old, and never sends', async () => {
    const api = answerSession(sixToNineSession());
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await fill(user, 'playerBirthdate', '2020-06-15');

    const birthdate = input('playerBirthdate');
    await waitFor(() => expect(birthdate).toHaveAccessibleDescription(tooOld));
    expect(birthdate).toHaveAttribute('aria-invalid', 'true');
    expectLink('See the sessions this player can attend', '/Register');
    // Only staff may give a reason.
    expect(screen.queryByLabelText(/Reason for an exception/)).not.toBeInTheDocument();

    await fillValidForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(birthdate).toHaveAccessibleDescription(tooOld);
    expect(api.callsTo(submit)).toHaveLength(0);

    // One day younger: 9 on the first day, and the error goes at once.
    await user.clear(birthdate);
    await user.type(birthdate, '2020-06-16');
    await waitFor(() => expect(birthdate).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(tooOld)).not.toBeInTheDocument();
  });

  it('takes the birth date to the session picker, which marks the sessions the player cannot attend', async () => {
    const older = olderCampSession(14);
    mockApi({
      [getSession]: () => json(sixToNineSession()),
      [`GET ${apiPaths.campSession(8)}`]: () => json(older),
      ...noCampDocuments(7, 8),
      [`GET ${apiPaths.campSessions(allStates)}`]: () =>
        json([sixToNineSession(), older, sixToNineSession({ id: 9, minAge: null, maxAge: null })]),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await fill(user, 'playerBirthdate', '2020-06-15');
    await user.click(await screen.findByRole('link', { name: 'See the sessions this player can attend' }));

    expect(await screen.findByLabelText("Player's birth date")).toHaveValue('2020-06-15');
    const [sixNine, tenFourteen, open] = await screen.findAllByRole('article');
    expect(sixNine).toHaveAccessibleDescription(`Not for this player ${tooOld}`);
    expect(within(sixNine!).getByRole('button', { name: /is not for this player$/ })).toBeDisabled();
    expect(within(open!).queryByText('Not for this player')).not.toBeInTheDocument();
    expect(within(tenFourteen!).queryByText('Not for this player')).not.toBeInTheDocument();

    // A younger player: the older session is the one marked now.
    const picker = screen.getByLabelText("Player's birth date");
    await user.clear(picker);
    await user.type(picker, '2022-01-01');
    expect(within(sixNine!).queryByText('Not for this player')).not.toBeInTheDocument();
    expect(
      within(tenFourteen!).getByText(
        'This session is for ages 10-14 on its first day (6/15/2030); this player will be 8 then.',
      ),
    ).toBeInTheDocument();
    expect(within(tenFourteen!).getByRole('button', { name: /is not for this player$/ })).toBeDisabled();

    // The chosen session's form starts with that birth date.
    await user.click(within(sixNine!).getByRole('link', { name: /^Register for Foundations Skills Camp/ }));
    await screen.findByRole('textbox', { name: 'Address' });
    expect(input('playerBirthdate')).toHaveValue('2022-01-01');
    expect(input('playerBirthdate')).not.toHaveAttribute('aria-invalid');
  });

  it('lets staff register a player outside the ages with a reason, sent with the registration', async () => {
    const api = answerSession(sixToNineSession(), {
      [submit]: () => json({ id: 42 }),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
    });
    const user = userEvent.setup();
    renderRegister('/Register/7', fakeSession({ roles: ['staff'] }));
    await screen.findByRole('textbox', { name: 'Address' });
    await fillValidForm(user, '2020-06-15');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.correctErrors)).toBeInTheDocument();
    expect(api.callsTo(submit)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Reason for an exception to the age rules/), 'Twin of a camper');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.callsTo(submit)[0]?.body).toMatchObject({
      playerBirthdate: '2020-06-15',
      eligibilityOverrideReason: 'Twin of a camper',
    });
  });
});

describe('the camp’s waivers and consents', () => {
  const waiver = makeConsentDocument();
  const acceptWaiver = `${waiverMessages.acceptLabel}: Liability waiver`;
  /** The session with its waiver, the registration a submit makes (42), and `routes`. */
  const withWaiver = (routes: Record<string, Handler> = {}) =>
    mockApi({
      [getSession]: () => json(campSession()),
      [`GET ${apiPaths.campSessionDocuments(7)}`]: () => json([waiver]),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
      ...routes,
    });

  /** Opens the form, fills it in validly and accepts the waiver as Pat Parent, without sending it. */
  async function fillAndAccept() {
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('region', { name: 'Liability waiver' });
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: acceptWaiver }));
    await fill(user, 'waivers.0.fullName', 'Pat Parent');
    return user;
  }

  it('shows each document to read and refuses, before sending, a registration that does not accept it', async () => {
    const api = withWaiver({ [submit]: () => json({ id: 42 }) });
    const user = userEvent.setup();
    renderRegister();
    const text = await screen.findByRole('region', { name: 'Liability waiver' });
    expect(text).toHaveTextContent('Soccer is a contact sport. Players may be injured.');
    expect(screen.getByText('Liability waiver, version 2')).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('checkbox', { name: acceptWaiver })).toHaveAccessibleDescription(
      waiverMessages.mustAccept,
    );
    expect(screen.getByRole('textbox', { name: /Type your full name/ })).toHaveAccessibleDescription(
      waiverMessages.fullNameRequired,
    );
    expect(api.callsTo(submit)).toHaveLength(0);
  });

  it('sends the acceptance with the version it showed', async () => {
    const api = withWaiver({ [submit]: () => json({ id: 42 }) });
    const user = await fillAndAccept();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.bodiesTo(submit)[0]?.waivers).toEqual([
      { documentId: 31, version: 2, accepted: true, fullName: 'Pat Parent', locale: 'en' },
    ]);
  });

  it('shows the server’s refusal of a version that changed meanwhile, then the new version to accept', async () => {
    const changed = makeConsentDocument({ version: 3, body: 'Players may be injured; read the new rules.' });
    let documents = [waiver];
    const api = withWaiver({
      [`GET ${apiPaths.campSessionDocuments(7)}`]: () => json(documents),
      [submit]: ({ body }) =>
        (body as { waivers: { version: number }[] }).waivers[0]?.version === 3
          ? json({ id: 42 })
          : fieldErrors({ 'waivers[0].accepted': [waiverMessages.changed('Liability waiver')] }),
    });
    const user = await fillAndAccept();
    documents = [changed];
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: acceptWaiver })).toHaveAccessibleDescription(
        waiverMessages.changed('Liability waiver'),
      ),
    );
    // The new text replaces the old one, unticked; the typed name stays.
    expect(await screen.findByText('Players may be injured; read the new rules.')).toBeInTheDocument();
    expect(screen.getByText('Liability waiver, version 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: acceptWaiver })).not.toBeChecked();
    expect(input('waivers.0.fullName')).toHaveValue('Pat Parent');

    await user.click(screen.getByRole('checkbox', { name: acceptWaiver }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.bodiesTo(submit).map((b) => b.waivers)).toEqual([
      [{ documentId: 31, version: 2, accepted: true, fullName: 'Pat Parent', locale: 'en' }],
      [{ documentId: 31, version: 3, accepted: true, fullName: 'Pat Parent', locale: 'en' }],
    ]);
  });
});

describe('/Register/{sessionid}: brothers and sisters in one order', () => {
  const order = `POST ${apiPaths.submitCampOrder}`;
  const discount = { [`GET ${apiPaths.publicSiblingDiscount}`]: () => json({ kind: 'percent', value: 10 }) };

  async function addSecondPlayer(user: User, birthdate = '2018-02-03') {
    await user.click(screen.getByRole('button', { name: 'Add another player' }));
    expect(screen.getByRole('heading', { name: 'Player 2' })).toHaveFocus();
    await fill(user, 'extraPlayers.0.playerFirstName', 'Ava');
    await fill(user, 'extraPlayers.0.playerLastName', 'Parker');
    await fill(user, 'extraPlayers.0.playerBirthdate', birthdate);
    await user.selectOptions(screen.getAllByLabelText(/T-shirt size/)[1]!, 's');
  }

  it('sends the players as one order, the household fields copied, and opens its checkout', async () => {
    const api = answerSession(campSession(), {
      ...discount,
      [order]: () => json({ orderId: 3, ids: [42, 43] }),
      [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    expect(await screen.findByTestId('sibling-discount')).toHaveTextContent(
      '10% off each additional player registered in the same order, while another player of the order stays registered.',
    );
    await fillValidForm(user);
    await addSecondPlayer(user);
    expect(input('extraPlayers.0.playerFirstName')).toHaveAttribute(
      'maxLength',
      String(campRegistrationLimits.playerFirstName),
    );
    await user.click(screen.getByRole('button', { name: 'Register 2 players' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.callsTo(submit)).toEqual([]);
    const [sent] = api.bodiesTo(order);
    const [first, second] = sent!.registrations as Record<string, unknown>[];
    expect(first).toMatchObject({ campSessionId: 7, playerFirstName: 'Sam', playerBirthdate: '2016-05-04' });
    expect(second).toMatchObject({
      campSessionId: 7,
      playerFirstName: 'Ava',
      playerLastName: 'Parker',
      playerBirthdate: '2018-02-03',
      tshirtSize: 's',
      playerAddressLine1: '12 Main St',
      pog1Email: 'pat@example.com',
      emergencyContactRelationship: 'Grandparent',
      medicalConditions: '',
      eligibilityOverrideReason: '',
    });
    expect(second).not.toHaveProperty('extraPlayers');
  });

  it('refuses the same child twice in one order before sending, beside the second one', async () => {
    const api = answerSession(campSession(), {
      ...discount,
      [order]: () => json({ orderId: 3, ids: [42, 43] }),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add another player' }));
    await fill(user, 'extraPlayers.0.playerFirstName', ' sam');
    await fill(user, 'extraPlayers.0.playerLastName', 'PARKER');
    await fill(user, 'extraPlayers.0.playerBirthdate', '2016-05-04');
    await user.selectOptions(screen.getAllByLabelText(/T-shirt size/)[1]!, 's');
    await user.click(screen.getByRole('button', { name: 'Register 2 players' }));
    expect(await screen.findByText(orderMessages.samePlayerTwice)).toBeInTheDocument();
    expect(input('extraPlayers.0.playerFirstName')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesTo(order)).toHaveLength(0);
  });

  it("puts each player's server error beside that player's field, the household's beside the first", async () => {
    answerSession(campSession(), {
      ...discount,
      [order]: () =>
        fieldErrors({
          'registrations[1].playerBirthdate': ['This session is for ages 6-9 on its first day.'],
          'registrations[1].pog1Phone': ['Phone is required.'],
          'registrations[0].pog1Phone': ['Phone is required.'],
        }),
    });
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await fillValidForm(user);
    await addSecondPlayer(user);
    await user.click(screen.getByRole('button', { name: 'Register 2 players' }));

    expect(await screen.findByText('This session is for ages 6-9 on its first day.')).toBeInTheDocument();
    expect(input('extraPlayers.0.playerBirthdate')).toHaveAttribute('aria-invalid', 'true');
    expect(input('pog1Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Phone is required.')).toHaveLength(1);
    expect(screen.getByText(messages.correctErrors)).toBeInTheDocument();
  });

  it("checks another player's age as soon as it is entered, and a removed player is not sent", async () => {
    const api = answerSession(
      campSession({ campStartDate: '2030-06-15', campEndDate: '2030-06-19', minAge: 6, maxAge: 9 }),
      {
        ...discount,
        [submit]: () => json({ id: 42 }),
        [`GET ${apiPaths.campRegistration(42)}`]: () => json(campRegistration()),
      },
    );
    const user = userEvent.setup();
    renderRegister();
    await screen.findByRole('textbox', { name: 'Address' });
    await fillValidForm(user, '2022-05-04');
    await addSecondPlayer(user, '2020-06-15');
    expect(
      await screen.findByText(
        'This session is for ages 6-9 on its first day (6/15/2030); this player will be 10 then.',
      ),
    ).toBeInTheDocument();
    expect(input('extraPlayers.0.playerBirthdate')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove player 2' }));
    expect(screen.getByRole('button', { name: 'Add another player' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.callsTo(order)).toEqual([]);
    expect(api.bodiesTo(submit)[0]).not.toHaveProperty('extraPlayers');
  });
});
