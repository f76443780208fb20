import {
  accountDataMessages,
  apiPaths,
  formatInstant,
  messages,
  orderMessages,
  registrationStatusNotes,
  type WaitlistEntry,
  waitlistMessages,
  waiverMessages,
} from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { hostedCheckout } from '../../../lib/hosted-checkout';
import {
  makeAcceptance,
  makeConsentDocument,
  makeRefund,
  makeSwitchOption,
  makeSwitchOptions,
  makeWaitlistEntry,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import {
  campRegistrationWithSession as campRegistration,
  loneStarTeam,
  greenRocketsTeam as tournamentRegistration,
} from '../../../testing/fixtures';
import { type Handler, json, mockApi, problem } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink, expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations', 'checkout', 'tournamentCheckout');

const originalWidth = window.innerWidth;
afterEach(() => setViewportWidth(originalWidth));

const camps = `GET ${apiPaths.myRegistrations}`;
const tournaments = `GET ${apiPaths.myTournamentRegistrations}`;
const waitlist = `GET ${apiPaths.myWaitlist}`;
/** The page's calls answered by `routes`; no team, an empty waitlist and no calendar link unless a test gives them. */
const answerMine = (routes: Record<string, Handler>) =>
  mockApi({
    [tournaments]: () => json([]),
    [waitlist]: () => json([]),
    [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
    ...routes,
  });
const renderPage = () => renderApp(undefined, { route: '/MyRegistrations', session: fakeSession() });

const campItems = [
  campRegistration({ id: 1, playerFirstName: 'Ann', registrationStatus: 'registered' }),
  campRegistration({ id: 2, playerFirstName: 'Ben', registrationStatus: 'paymentinprocess' }),
  campRegistration({ id: 3, playerFirstName: 'Cal', registrationStatus: 'paymentrejected' }),
  campRegistration({
    id: 4,
    playerFirstName: 'Dee',
    registrationStatus: 'paid',
    promoDiscountAppliedAmount: 25,
  }),
  campRegistration({ id: 5, playerFirstName: 'Eve', registrationStatus: 'expired' }),
];
const tournamentItems = [
  tournamentRegistration({ id: 11, teamName: 'Green Rockets', registrationStatus: 'registered' }),
  tournamentRegistration({ id: 12, teamName: 'Blue Comets', registrationStatus: 'paymentrejected' }),
  tournamentRegistration({ id: 13, teamName: 'Red Foxes', registrationStatus: 'paid' }),
];

/** The links of a row or card, as [text, href] (visually hidden context included in the text). */
const linksOf = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('/MyRegistrations', () => {
  it('shows the exact empty state when there are no registrations of either kind', async () => {
    const api = answerMine({ [camps]: () => json([]) });
    renderPage();
    expect(await screen.findByText(messages.noRegistrations)).toBeInTheDocument();
    expect(api.callsTo(camps)[0]?.headers.Authorization).toBe('Bearer stored-token');
    expect(api.callsTo(tournaments)).toHaveLength(1);
    expectLink('Your household', '/Household');
  });

  it('lists camp registrations in a table with status labels and the right actions', async () => {
    setViewportWidth(1280);
    answerMine({ [camps]: () => json(campItems) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Camp registrations' });
    const rows = within(table).getAllByTestId('camp-registration');
    const status = (row: HTMLElement) => row.querySelector('.status-badge')?.textContent;
    // What the family must do, not 'registered'; the spec's 'payment failed' stays.
    expect(rows.map(status)).toEqual(['Not paid', 'payment failed', 'Payment declined', 'paid', 'expired']);
    expect(linksOf(rows[0]!)).toEqual([['Pay Now for Ann Parker, Foundations Skills Camp', '/Checkout/1']]);
    expect(linksOf(rows[1]!)).toEqual([
      ['Retry Payment for Ben Parker, Foundations Skills Camp', '/Checkout/2'],
    ]);
    expect(linksOf(rows[2]!)).toEqual([
      ['Retry Payment for Cal Parker, Foundations Skills Camp', '/Checkout/3'],
    ]);
    expect(linksOf(rows[3]!)).toEqual([]);
    expect(linksOf(rows[4]!)).toEqual([]);
    expect(within(rows[3]!).getByText('$150.00')).toBeInTheDocument();
    expect(screen.queryByText(messages.noRegistrations)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tournaments' })).not.toBeInTheDocument();
  });

  it('shows the waivers and consents the family accepted, on wide and small screens', async () => {
    const acceptance = makeAcceptance({ fullName: 'Pat Parker' });
    const line = `Liability waiver v2, accepted by Pat Parker, ${formatInstant(acceptance.acceptedAt)}`;
    for (const width of [1280, 375]) {
      setViewportWidth(width);
      answerMine({
        [camps]: () => json([campRegistration({ id: 1, acceptances: [acceptance] })]),
        [tournaments]: () =>
          json([
            tournamentRegistration({ id: 11, acceptances: [makeAcceptance({ title: 'Photo release' })] }),
          ]),
      });
      const { unmount } = renderPage();
      const [camp] = await screen.findAllByTestId('camp-registration');
      expect(within(camp!).getByRole('list', { name: 'Waivers and consents accepted' })).toHaveTextContent(
        line,
      );
      const [team] = screen.getAllByTestId('tournament-registration');
      expect(within(team!).getByRole('list', { name: 'Waivers and consents accepted' })).toHaveTextContent(
        'Photo release v2, accepted by Pat Parent',
      );
      unmount();
    }
  });

  it('lists tournament registrations with pay and edit-team actions while unpaid', async () => {
    setViewportWidth(1280);
    answerMine({ [camps]: () => json([]), [tournaments]: () => json(tournamentItems) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tournament registrations' });
    const rows = within(table).getAllByTestId('tournament-registration');
    expect(linksOf(rows[0]!)).toEqual([
      ['Pay Now for Green Rockets, Music City 3v3 Shootout', '/TournamentCheckout/11'],
      ['Edit team for Green Rockets, Music City 3v3 Shootout', '/RegisterTournament/5/11'],
      // Who is complete and who is missing (players invited by e-mail).
      ['Team roster for Green Rockets, Music City 3v3 Shootout', '/TeamRoster/11'],
    ]);
    expect(linksOf(rows[1]!)).toEqual([
      ['Retry Payment for Blue Comets, Music City 3v3 Shootout', '/TournamentCheckout/12'],
      ['Edit team for Blue Comets, Music City 3v3 Shootout', '/RegisterTournament/5/12'],
      ['Team roster for Blue Comets, Music City 3v3 Shootout', '/TeamRoster/12'],
    ]);
    // Paid: its roster may change until the tournament's roster deadline (the fixture's is in 2030).
    expect(linksOf(rows[2]!)).toEqual([
      ['Change roster for Red Foxes, Music City 3v3 Shootout', '/RegisterTournament/5/13'],
      ['Team roster for Red Foxes, Music City 3v3 Shootout', '/TeamRoster/13'],
    ]);
    expect(within(rows[2]!).getByText('paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('U10 Boys')).toBeInTheDocument();
  });

  it("offers a paid team's roster change only until its tournament's roster deadline", async () => {
    setViewportWidth(1280);
    const team = tournamentRegistration({ id: 13, teamName: 'Red Foxes', registrationStatus: 'paid' });
    const closed = { ...team.tournament!, rosterDeadline: '2020-01-10' };
    answerMine({
      [camps]: () => json([]),
      [tournaments]: () => json([{ ...team, tournament: closed }]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tournament registrations' });
    const [row] = within(table).getAllByTestId('tournament-registration');
    expect(within(row!).queryByRole('link', { name: /Change roster/ })).toBeNull();
    expect(within(row!).getByText('paid')).toBeInTheDocument();
  });

  it('uses cards instead of tables on small screens', async () => {
    setViewportWidth(375);
    answerMine({
      [camps]: () => json(campItems.slice(0, 2)),
      [tournaments]: () => json(tournamentItems.slice(0, 1)),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Camps' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByTestId('camp-registration');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('payment failed')).toBeInTheDocument();
    expectLink(/^Retry Payment/, '/Checkout/2', cards[1]!);
    const team = screen.getByTestId('tournament-registration');
    expectLink(/^Edit team/, '/RegisterTournament/5/11', team);
  });

  const holdExpiresAt = '2030-06-01T15:45:00.000Z';
  const noteItems = [
    campRegistration({ id: 21, playerFirstName: 'Hal', registrationStatus: 'registered', holdExpiresAt }),
    campRegistration({
      id: 22,
      playerFirstName: 'Ida',
      registrationStatus: 'paymentinprocess',
      holdExpiresAt,
      paymentPending: true,
    }),
    campRegistration({ id: 23, playerFirstName: 'Jon', registrationStatus: 'expired', registerAgain: true }),
    campRegistration({
      id: 24,
      playerFirstName: 'Kim',
      registrationStatus: 'cancelled',
      registerAgain: false,
    }),
    campRegistration({ id: 25, playerFirstName: 'Lou', registrationStatus: 'paid' }),
  ];
  const noteOf = (el: HTMLElement) => within(el).queryByTestId('status-note')?.textContent ?? null;

  it.each([
    ['a table', 1280],
    ['cards', 375],
  ])('says under each camp status what it means, in %s', async (_layout, width) => {
    setViewportWidth(width);
    answerMine({ [camps]: () => json(noteItems) });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Camps' });
    const items = screen.getAllByTestId('camp-registration');
    expect(items.map(noteOf)).toEqual([
      registrationStatusNotes.registered(formatInstant(holdExpiresAt)),
      registrationStatusNotes.paymentPending,
      registrationStatusNotes.expired,
      registrationStatusNotes.cancelled,
      null,
    ]);
    // The hold's end in the reader's zone, named (these tests run on UTC).
    expect(noteOf(items[0]!)).toContain('held until Jun 1, 2030, 3:45 PM UTC.');
    expect(items[0]!.querySelector('.status-badge')).toHaveTextContent(
      'Not paid: pay by Jun 1, 2030, 3:45 PM UTC',
    );
    expect(items[0]!.querySelector('.status-badge')).toHaveClass('text-bg-warning');
    expect(linksOf(items[0]!)).toEqual([['Pay Now for Hal Parker, Foundations Skills Camp', '/Checkout/21']]);
    // A bank payment on its way: paying again would take the money twice, and nothing failed.
    expect(linksOf(items[1]!)).toEqual([]);
    expect(items[1]!.querySelector('.status-badge')).toHaveClass('text-bg-info');
    // The spec names paymentinprocess 'payment failed'; the note beside it says the payment is coming.
    expect(items[1]!.querySelector('.status-badge')).toHaveTextContent('payment failed');
    // Lapsed with a seat still free: back to the same session's form.
    expect(linksOf(items[2]!)).toEqual([
      ['Register again for Jon Parker, Foundations Skills Camp', '/Register/7'],
    ]);
    expect(linksOf(items[3]!)).toEqual([]);
    expect(linksOf(items[4]!)).toEqual([]);
  });

  it('offers no payment for a team whose bank payment is on its way, and says why', async () => {
    setViewportWidth(1280);
    answerMine({
      [camps]: () => json([]),
      [tournaments]: () =>
        json([
          tournamentRegistration({
            id: 14,
            teamName: 'Gold Stars',
            registrationStatus: 'paymentinprocess',
            paymentPending: true,
          }),
          tournamentRegistration({ id: 15, teamName: 'Grey Owls', registrationStatus: 'paymentrejected' }),
        ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Tournament registrations' });
    const [pending, rejected] = within(table).getAllByTestId('tournament-registration');
    expect(noteOf(pending!)).toBe(registrationStatusNotes.paymentPending);
    expect(linksOf(pending!).map(([name]) => name)).toEqual([
      'Edit team for Gold Stars, Music City 3v3 Shootout',
      'Team roster for Gold Stars, Music City 3v3 Shootout',
    ]);
    expect(noteOf(rejected!)).toBe(registrationStatusNotes.paymentrejected(null));
    expect(within(rejected!).getByRole('link', { name: /^Retry Payment/ })).toBeInTheDocument();
  });

  it('still shows camp registrations when the tournament list fails', async () => {
    answerMine({
      [camps]: () => json(campItems.slice(0, 1)),
      [tournaments]: () => problem(500, 'Internal Server Error'),
    });
    renderPage();
    expect(await screen.findByText(/Your tournament registrations could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByTestId('camp-registration')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const api = answerMine({});
    renderApp(undefined, { route: '/MyRegistrations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Registrations' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('cancelling from /MyRegistrations', () => {
  const paid = campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' });
  const quote = {
    registrationId: 4,
    registrationStatus: 'paid',
    cancellable: true,
    reason: null,
    paid: 200,
    refunded: 0,
    refund: 160,
    fee: 40,
    siblingDiscountLost: 0,
    rule: 'fee',
    policy: { fullRefundDays: 14, feeDays: 7, fee: { kind: 'percent', percent: 20 } },
    policyText:
      'Full refund until 14 days before the start; refund less a 20% fee until 7 days before; no refund after that.',
    startDate: '2030-06-10',
    credit: { returned: 0, instead: 176, bonusPercent: 10 },
  };

  it('shows the refund to the cent before confirming, confirms that amount, and shows the refund afterwards', async () => {
    setViewportWidth(1280);
    let cancelled = false;
    const api = answerMine({
      [camps]: () =>
        json([
          cancelled
            ? {
                ...paid,
                registrationStatus: 'cancelled',
                refunds: [makeRefund({ amount: 160 })],
              }
            : paid,
        ]),
      [`GET ${apiPaths.campCancellationQuote(4)}`]: () => json(quote),
      [`POST ${apiPaths.cancelMyCampRegistration(4)}`]: () => {
        cancelled = true;
        return json({ id: 4, registrationStatus: 'cancelled', refund: 160 });
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Camp registrations' });
    fireEvent.click(within(table).getByRole('button', { name: /^Cancel registration for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('refund-quote')).toHaveTextContent(
      'Cancelling now refunds $160.00 (a $40.00 fee is kept).',
    );
    expect(within(dialog).getByText(/Cancellation policy: Full refund until 14 days/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(api.callsTo(`POST ${apiPaths.cancelMyCampRegistration(4)}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${apiPaths.cancelMyCampRegistration(4)}`)[0]!.body).toEqual({
      expectedRefund: 160,
    });
    expect(
      await screen.findByText('Registration cancelled. $160.00 is on its way back to your card.'),
    ).toBeInTheDocument();
    // My Registrations is read again: cancelled, with the refund on its way.
    expect(await screen.findByText('Refund of $160.00 on its way')).toBeInTheDocument();
  });

  it('a player whose sibling keeps the order: the dialog shows the discount the sibling loses, kept from the refund', async () => {
    setViewportWidth(375);
    answerMine({
      [camps]: () => json([paid]),
      [`GET ${apiPaths.campCancellationQuote(4)}`]: () =>
        json({ ...quote, paid: 200, refund: 180, fee: 0, siblingDiscountLost: 20, rule: 'full' }),
    });
    renderPage();
    const card = await screen.findByTestId('camp-registration');
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel registration for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('sibling-discount-lost')).toHaveTextContent(
      orderMessages.siblingDiscountLost('$20.00'),
    );
    expect(within(dialog).getByTestId('refund-quote')).toHaveTextContent('Cancelling now refunds $180.00.');
  });

  it('when the refund changed meanwhile, says so and shows the new amount', async () => {
    setViewportWidth(375);
    let quoted = 0;
    answerMine({
      [camps]: () => json([paid]),
      [`GET ${apiPaths.campCancellationQuote(4)}`]: () =>
        json({ ...quote, refund: quoted++ === 0 ? 160 : 0, fee: 200, rule: 'none' }),
      [`POST ${apiPaths.cancelMyCampRegistration(4)}`]: () =>
        problem(
          409,
          messages.genericError('x') &&
            'The refund for this cancellation has changed. Check the new amount and confirm again.',
        ),
    });
    renderPage();
    const card = await screen.findByTestId('camp-registration');
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel registration for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('refund-quote')).toHaveTextContent('refunds $160.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund for this cancellation has changed.',
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('refund-quote')).toHaveTextContent('Cancelling now refunds nothing.'),
    );
  });

  it('offers no cancel for a cancelled or expired registration, or once the camp has started', async () => {
    setViewportWidth(1280);
    answerMine({
      [camps]: () =>
        json([
          campRegistration({ id: 7, playerFirstName: 'Gus', registrationStatus: 'cancelled' }),
          campRegistration({ id: 8, playerFirstName: 'Hal', registrationStatus: 'expired' }),
          campRegistration({
            id: 9,
            playerFirstName: 'Ida',
            registrationStatus: 'paid',
            campSession: { ...paid.campSession!, campStartDate: '2020-01-01' },
          }),
        ]),
      [tournaments]: () =>
        json([tournamentRegistration({ id: 13, teamName: 'Red Foxes', registrationStatus: 'paid' })]),
    });
    renderPage();
    const campTable = await screen.findByRole('table', { name: 'Camp registrations' });
    expect(within(campTable).getAllByTestId('camp-registration')).toHaveLength(3);
    expect(within(campTable).queryByRole('button', { name: /^Cancel registration/ })).toBeNull();
    const teams = await screen.findByRole('table', { name: 'Tournament registrations' });
    expect(within(teams).getByRole('button', { name: /^Withdraw team for/ })).toBeInTheDocument();
  });
});

describe('changing session from /MyRegistrations', () => {
  const paid = campRegistration({ id: 4, playerFirstName: 'Dee', registrationStatus: 'paid' });
  const switchOptions = makeSwitchOptions();
  const move = (state: 'awaiting_payment' | 'completed', difference: number) => ({
    id: 9,
    state,
    fromSessionId: paid.campSessionId,
    toSessionId: difference > 0 ? 7 : 8,
    from: 'Skills Camp, 6/10/2030 to 6/14/2030',
    to: difference > 0 ? 'Advanced Camp, 7/1/2030 to 7/5/2030' : 'Minis Camp, 7/1/2030 to 7/5/2030',
    fromItem: {
      name: 'Skills Camp',
      es: { name: '' },
      startDate: '2030-06-10',
      endDate: '2030-06-14',
      ageGroup: null,
    },
    toItem: {
      name: difference > 0 ? 'Advanced Camp' : 'Minis Camp',
      es: { name: '' },
      startDate: '2030-07-01',
      endDate: '2030-07-05',
      ageGroup: null,
    },
    difference,
    holdExpiresAt: state === 'awaiting_payment' ? '2030-01-01T10:30:00Z' : null,
    byStaff: false,
    createdAt: '2030-01-01T10:00:00Z',
    completedAt: state === 'completed' ? '2030-01-01T10:00:00Z' : null,
  });
  let leave: MockInstance<(url: string) => void>;
  beforeEach(() => {
    leave = vi.spyOn(hostedCheckout, 'assign').mockImplementation(() => undefined);
  });

  it('shows each session with its difference; a dearer one goes on to the checkout for exactly that difference', async () => {
    setViewportWidth(375);
    const api = answerMine({
      [camps]: () => json([paid]),
      [`GET ${apiPaths.campSwitchOptions(4)}`]: () => json(switchOptions),
      [`POST ${apiPaths.switchMyCampSession(4)}`]: () =>
        json({
          registrationId: 4,
          switch: move('awaiting_payment', 50),
          checkoutUrl: 'http://pay.test/pay/cs_1',
          refund: 0,
        }),
    });
    renderPage();
    const card = await screen.findByTestId('camp-registration');
    fireEvent.click(within(card).getByRole('button', { name: /^Change session for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    const dearer = await within(dialog).findByRole('radio', { name: /Advanced Camp/ });
    expect(within(dialog).getByRole('radio', { name: /Minis Camp.*\$50\.00 back/ })).toBeInTheDocument();
    // The server lists only sessions the player's age fits (contracts eligibility).
    expect(
      within(dialog).getByText("Sessions with a free seat that take this player's age."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    fireEvent.click(dearer);
    expect(within(dialog).getByTestId('switch-outcome')).toHaveTextContent(
      'You pay the $50.00 difference by card next.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $50.00 and move' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_1'));
    expect(api.callsTo(`POST ${apiPaths.switchMyCampSession(4)}`)[0]!.body).toEqual({
      campSessionId: 7,
      expectedDifference: 50,
      expectedRefund: 0,
    });
  });

  it('after earlier refunds, a cheaper session quotes and confirms only what is left to refund', async () => {
    setViewportWidth(375);
    const api = answerMine({
      [camps]: () => json([paid]),
      [`GET ${apiPaths.campSwitchOptions(4)}`]: () =>
        json(
          makeSwitchOptions({
            options: [
              makeSwitchOption({
                campSessionId: 8,
                campName: 'Minis Camp',
                price: 80.25,
                difference: -19.75,
                refund: 10,
              }),
            ],
          }),
        ),
      [`POST ${apiPaths.switchMyCampSession(4)}`]: () =>
        json({ registrationId: 4, switch: move('completed', -19.75), checkoutUrl: null, refund: 10 }),
    });
    renderPage();
    const card = await screen.findByTestId('camp-registration');
    fireEvent.click(within(card).getByRole('button', { name: /^Change session for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Minis Camp.*\$10\.00 back/ }));
    expect(within(dialog).getByTestId('switch-outcome')).toHaveTextContent(
      'It costs $19.75 less. Your place moves at once and we refund $10.00 to your card, which is what is left of what you paid after earlier refunds.',
    );
    expect(within(dialog).queryByText(/\$19\.75 back/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText(
        'Moved to Minis Camp, 7/1/2030 to 7/5/2030. A refund of $10.00 to your card has been requested.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${apiPaths.switchMyCampSession(4)}`)[0]!.body).toEqual({
      campSessionId: 8,
      expectedDifference: -19.75,
      expectedRefund: 10,
    });
  });

  it('a cheaper one moves at once; the list is read again and shows the move and the refund', async () => {
    setViewportWidth(1280);
    let moved = false;
    answerMine({
      [camps]: () =>
        json([
          moved
            ? {
                ...paid,
                campSessionId: 8,
                switches: [move('completed', -50)],
                refunds: [makeRefund({ amount: 50 })],
              }
            : paid,
        ]),
      [`GET ${apiPaths.campSwitchOptions(4)}`]: () => json(switchOptions),
      [`POST ${apiPaths.switchMyCampSession(4)}`]: () => {
        moved = true;
        return json({ registrationId: 4, switch: move('completed', -50), checkoutUrl: null, refund: 50 });
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Camp registrations' });
    fireEvent.click(within(table).getByRole('button', { name: /^Change session for Dee/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Minis Camp/ }));
    expect(within(dialog).getByTestId('switch-outcome')).toHaveTextContent(
      'Your place moves at once and we refund $50.00 to your card.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await screen.findByText(
        'Moved to Minis Camp, 7/1/2030 to 7/5/2030. A refund of $50.00 to your card has been requested.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Moved from Skills Camp, 6/10/2030 to 6/14/2030 to Minis Camp, 7/1/2030 to 7/5/2030.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund of $50.00 on its way')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('past the cut-off the dialog says why and offers nothing to confirm', async () => {
    setViewportWidth(375);
    answerMine({
      [camps]: () => json([paid]),
      [`GET ${apiPaths.campSwitchOptions(4)}`]: () =>
        json({
          ...switchOptions,
          switchable: false,
          reason: 'Moves to another session were possible until 6/3/2030. Please contact us.',
          options: [],
        }),
    });
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('camp-registration')).getByRole('button', {
        name: /^Change session for Dee/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Moves to another session were possible until 6/3/2030. Please contact us.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
  });

  it('a move waiting for its difference: pay it from the card, or keep the current session', async () => {
    setViewportWidth(375);
    let kept = false;
    const api = answerMine({
      [camps]: () =>
        json([
          {
            ...paid,
            switches: [
              kept ? { ...move('awaiting_payment', 50), state: 'expired' } : move('awaiting_payment', 50),
            ],
          },
        ]),
      [`POST ${apiPaths.switchMyCampSession(4)}`]: () =>
        json({
          registrationId: 4,
          switch: move('awaiting_payment', 50),
          checkoutUrl: 'http://pay.test/pay/cs_1',
          refund: 0,
        }),
      [`POST ${apiPaths.keepMyCampSession(4)}`]: () => {
        kept = true;
        return json({ registrationId: 4, switch: { ...move('awaiting_payment', 50), state: 'expired' } });
      },
    });
    renderPage();
    const card = await screen.findByTestId('camp-registration');
    expect(within(card).getByTestId('status-note')).toHaveTextContent(
      /^Moving to Advanced Camp, 7\/1\/2030 to 7\/5\/2030: a seat is held until .* for you to pay the \$50\.00 difference\.$/,
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Pay \$50\.00 difference for Dee/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('http://pay.test/pay/cs_1'));
    expect(api.callsTo(`POST ${apiPaths.switchMyCampSession(4)}`)[0]!.body).toEqual({
      campSessionId: 7,
      expectedDifference: 50,
    });
    fireEvent.click(within(card).getByRole('button', { name: /^Keep current session for Dee/ }));
    expect(await screen.findByText('You kept your current session.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('camp-registration')).getByRole('button', {
          name: /^Change session for Dee/,
        }),
      ).toBeInTheDocument(),
    );
  });
});

describe('/MyRegistrations waitlist', () => {
  const offered = makeWaitlistEntry({
    id: 8,
    playerName: 'Ada Parker',
    state: 'offered',
    position: null,
    offerExpiresAt: '2030-05-02T14:00:00.000Z',
  });
  const waiting = makeWaitlistEntry({ id: 9, playerName: 'Bo Parker', state: 'waiting', position: 3 });

  /**
   * The waitlist holds only `entry` (and there are no registrations); accepting its offer makes
   * `registration`, which the checkout then reads at `readPath`.
   */
  function answerAccept(entry: WaitlistEntry, readPath: string, registration: { id: number }) {
    const accept = `POST ${apiPaths.acceptWaitlistOffer(entry.id)}`;
    const api = answerMine({
      [waitlist]: () => json([entry]),
      [camps]: () => json([]),
      [accept]: () => json({ registrationId: registration.id }),
      [`GET ${readPath}`]: () => json(registration),
    });
    return { api, accept };
  }

  it.each([375, 1280])(
    'shows each entry with its place in line or its offer deadline (%i px)',
    async (width) => {
      setViewportWidth(width);
      answerMine({
        [waitlist]: () => json([offered, waiting]),
        [camps]: () => json([]),
      });
      renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Waitlist' })).toBeInTheDocument();
      const [first, second] = screen.getAllByTestId('waitlist-entry');
      expect(first).toHaveTextContent(`Offer: accept by ${formatInstant(offered.offerExpiresAt!)}`);
      expect(within(first!).getByRole('button', { name: /Accept and pay for Ada Parker/ })).toBeEnabled();
      expect(within(first!).getByRole('button', { name: /Decline for Ada Parker/ })).toBeEnabled();
      expect(second).toHaveTextContent('#3 on the waitlist');
      expect(within(second!).getByRole('button', { name: /Leave waitlist for Bo Parker/ })).toBeEnabled();
      expect(screen.queryByText(messages.noRegistrations)).not.toBeInTheDocument();
    },
  );

  it('accepting an offer makes the registration and goes to its checkout', async () => {
    setViewportWidth(375);
    const { api, accept } = answerAccept(
      offered,
      apiPaths.campRegistration(42),
      campRegistration({ id: 42 }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Accept and pay for Ada Parker/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.callsTo(accept)).toHaveLength(1);
  });

  it('an offer whose waivers changed since joining asks for them in a dialog, then sends them and goes to the checkout', async () => {
    setViewportWidth(375);
    const waiver = makeConsentDocument({ title: 'Liability waiver', version: 3 });
    const { api, accept } = answerAccept(
      { ...offered, documentsToAccept: [waiver] },
      apiPaths.campRegistration(42),
      campRegistration({ id: 42 }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Accept and pay for Ada Parker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the offer' });
    expect(dialog).toHaveTextContent(waitlistMessages.documentsChanged);
    expect(within(dialog).getByRole('region', { name: 'Liability waiver' })).toHaveTextContent(
      'Soccer is a contact sport.',
    );
    // Not ticked, no name: refused beside the document, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    expect(await within(dialog).findByText(waiverMessages.mustAccept)).toBeInTheDocument();
    expect(within(dialog).getByText(waiverMessages.fullNameRequired)).toBeInTheDocument();
    expect(api.callsTo(accept)).toHaveLength(0);
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: `${waiverMessages.acceptLabel}: Liability waiver` }),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: waiverMessages.fullNameLabel }), {
      target: { value: 'Pat Parker' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(api.bodiesTo(accept)).toEqual([
      {
        waivers: [
          { documentId: waiver.id, version: 3, accepted: true, fullName: 'Pat Parker', locale: 'en' },
        ],
      },
    ]);
  });

  it("accepting a team's offer makes the team registration and goes to the tournament checkout", async () => {
    setViewportWidth(1280);
    const team = makeWaitlistEntry({
      id: 12,
      kind: 'tournament',
      itemId: 12,
      session: 'Lone Star Winter Classic, 3/14/2030 to 3/15/2030, U11 Coed',
      item: {
        name: 'Lone Star Winter Classic',
        es: { name: '' },
        startDate: '2030-03-14',
        endDate: '2030-03-15',
        ageGroup: 'U11 Coed',
      },
      playerName: 'Rockets',
      state: 'offered',
      position: null,
      offerExpiresAt: '2030-05-02T14:00:00.000Z',
    });
    const { api, accept } = answerAccept(
      team,
      apiPaths.tournamentRegistrationById(77),
      loneStarTeam({ id: 77 }),
    );
    renderPage();
    const entry = await screen.findByTestId('waitlist-entry');
    expect(entry).toHaveTextContent('Lone Star Winter Classic, 3/14/2030 to 3/15/2030, U11 Coed');
    fireEvent.click(within(entry).getByRole('button', { name: /Accept and pay for Rockets/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament Checkout' })).toBeInTheDocument();
    expect(api.callsTo(accept)).toHaveLength(1);
  });

  it('leaving asks first, then says so and reads the waitlist again; a refusal shows its reason', async () => {
    setViewportWidth(1280);
    const leave = `POST ${apiPaths.leaveWaitlist(9)}`;
    let left = false;
    const api = answerMine({
      [waitlist]: () => json(left ? [] : [waiting]),
      [camps]: () => json([campRegistration({ id: 1 })]),
      [leave]: () => {
        left = true;
        return json({ id: 9 });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Leave waitlist for Bo Parker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist' });
    expect(api.callsTo(leave)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }));
    await expectToast('You left the waitlist.');
    await waitFor(() => expect(screen.queryByTestId('waitlist-entry')).not.toBeInTheDocument());
    expect(api.callsTo(leave)).toHaveLength(1);
  });

  it('a declined offer that had already lapsed shows the server’s reason in the dialog', async () => {
    setViewportWidth(1280);
    answerMine({
      [waitlist]: () => json([offered]),
      [camps]: () => json([]),
      [`POST ${apiPaths.declineWaitlistOffer(8)}`]: () => problem(409, waitlistMessages.noOffer),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Decline for Ada Parker/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await within(dialog).findByText(waitlistMessages.noOffer)).toBeInTheDocument();
  });
});

describe('/MyRegistrations: your data', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
  });

  it('downloads the account data under the server file name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = answerMine({
      [camps]: () => json([]),
      [`GET ${apiPaths.myData}`]: () =>
        new Response('{}', {
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="my-data-2030-05-01.json"',
          },
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['my-data-2030-05-01.json']));
    expect(api.callsTo(`GET ${apiPaths.myData}`)[0]?.headers.Authorization).toBe('Bearer stored-token');
  });

  it('erases after saying what goes and what stays; a refusal shows its reason in the dialog', async () => {
    const erase = `POST ${apiPaths.eraseMyData}`;
    let refuse = true;
    const api = answerMine({
      [camps]: () => json([campRegistration({ id: 1 })]),
      [erase]: () =>
        refuse
          ? problem(409, accountDataMessages.upcomingPaid(1))
          : json({ campRegistrations: 1, teamRegistrations: 0, waitlistEntries: 0, holdsCancelled: 0 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase my personal data' });
    expect(dialog).toHaveTextContent('What was paid, when and for which camp or tournament stays');
    expect(api.callsTo(erase)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    expect(await within(dialog).findByText(accountDataMessages.upcomingPaid(1))).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    await expectToast(accountDataMessages.erased);
    expect(api.callsTo(erase)).toHaveLength(2);
  });
});
