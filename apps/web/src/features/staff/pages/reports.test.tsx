import {
  type CampRegistration,
  formatInstant,
  ledgerMessages,
  messages,
  type PaymentIssue,
  type StatusChange,
} from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAcceptance } from '../../../testing/factories';
import { type Answer, json, mockApi, problem } from '../../../testing/mock-api';
import { setViewportWidth } from '../../../testing/viewport';
import {
  answerSessionReport,
  answerTournamentReport,
  campRegistration,
  openReport,
  reportRow,
} from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const xlsxPath = '/api/TournamentRegistration/GetTournamentRegistrationsExcel/4/7';
const csvPath = '/api/TournamentRegistration/GetTournamentRegistrationsCSV/4/7';
const campExcelPath = '/api/Registration/GetSessionRegistrationsExcel/11';

/** Saved downloads: the name each `<a download>` click asked for. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => setViewportWidth(1024));

/** Presses the row button `button` and answers the dialog it opens (named `name`, when given). */
async function openDialog(button: string, name?: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', name ? { name } : {});
}

function tournamentApi(extra: (path: string) => Response | Promise<Response> | undefined = () => undefined) {
  return answerTournamentReport(
    () => [
      reportRow(),
      reportRow({
        id: 52,
        teamName: '<img src=x onerror=alert(1)>',
        contactPhone: '+44 20 7946 0958',
        registrationStatus: 'paymentinprocess',
      }),
    ],
    ({ path, method, body }) => {
      if (method === 'POST' && path === '/api/Admin/TournamentRegistrations/51/cancel')
        return json({ id: 51, registrationStatus: 'cancelled', echo: body });
      return extra(path);
    },
  );
}

describe('/TournamentRegistrationReport', () => {
  it('shows a table on wide screens with the contact phone formatted and players listed', async () => {
    tournamentApi();
    openReport('tournament');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Music City 3v3 Shootout' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('report-dates')).toHaveTextContent('7/1/2030 – 7/2/2030');
    expect(screen.getByText('Registration deadline').nextElementSibling).toHaveTextContent('6/20/2030');
    expect(screen.getByText('Location').nextElementSibling).toHaveTextContent('Nashville, TN');
    const table = screen.getByTestId('teams-table');
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: false })
        .slice(0, 4)
        .map((h) => h.textContent),
    ).toEqual(['Team', 'Contact', 'Status', 'Players']);
    const rockets = within(table).getByText('Rockets').closest('tr')!;
    expect(within(rockets).getByRole('link', { name: '(214) 555-0111' })).toBeInTheDocument();
    expect(within(rockets).getByText('coach@example.com')).toBeInTheDocument();
    expect(within(rockets).getByText('paid')).toBeInTheDocument();
    const jo = within(rockets).getByText('Jo Keeper').closest('tr')!;
    expect([...jo.cells].map((c) => c.textContent)).toEqual([
      'Jo Keeper',
      'F',
      '6/1/2015',
      'T-shirt Youth XS',
    ]);
    // Not exactly 10 digits: shown as entered. paymentinprocess reads 'payment failed'.
    expect(within(table).getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(within(table).getByText('payment failed')).toBeInTheDocument();
    expect(screen.queryByTestId('team-card')).not.toBeInTheDocument();
  });

  it.each([
    [1280, 'teams-table'],
    [375, 'team-card'],
  ])(
    "shows at %i px when and how a paid team's roster changed, and until when it may",
    async (width, testId) => {
      setViewportWidth(width);
      const change = {
        at: '2030-06-22T15:45:00.000Z',
        by: 'coach@example.com',
        added: ['Bo Kim'],
        removed: [],
        replaced: [{ from: 'Jo Keeper', to: 'Ann Lee' }],
        updated: [],
        teamFields: [],
      };
      answerTournamentReport(() => [
        reportRow({ rosterChanges: [change] }),
        reportRow({ id: 52, teamName: 'Comets' }),
      ]);
      openReport('tournament');
      await screen.findAllByTestId(testId);
      const team = (name: string) =>
        testId === 'teams-table'
          ? within(screen.getByTestId(testId)).getByText(name).closest('tr')!
          : screen.getAllByTestId(testId).find((card) => within(card).queryByRole('heading', { name }))!;
      const [rockets, comets] = [team('Rockets'), team('Comets')];
      expect(screen.getByText('Registration deadline').nextElementSibling).toHaveTextContent(
        'Roster until 6/27/2030',
      );
      const changes = within(rockets!).getByTestId('roster-changes');
      expect(changes).toHaveTextContent('Roster changed');
      expect(changes).toHaveTextContent(
        `${formatInstant(change.at)} by coach@example.com: added Bo Kim; replaced Jo Keeper with Ann Lee`,
      );
      expect(within(comets!).queryByTestId('roster-changes')).toBeNull();
    },
  );

  it('renders what the public typed as text, never as markup', async () => {
    tournamentApi();
    const { container } = openReport('tournament');
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows cards on small screens: team, contact, status, players with t-shirt sizes', async () => {
    setViewportWidth(375);
    tournamentApi();
    openReport('tournament');
    const cards = await screen.findAllByTestId('team-card');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: 'Rockets' })).toBeInTheDocument();
    expect(within(card).getByText('(214) 555-0111')).toBeInTheDocument();
    expect(within(card).getByText('paid')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sam Striker · T-shirt Youth M', 'Jo Keeper · T-shirt Youth XS']);
    expect(screen.queryByTestId('teams-table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    mockApi(() => new Promise<Response>(() => {}));
    openReport('tournament');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading registrations…');
  });

  it('downloads XLSX and CSV under the server file name, with a Preparing state meanwhile', async () => {
    let release: (r: Response) => void = () => {};
    tournamentApi((path) => {
      if (path === xlsxPath)
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      if (path === csvPath)
        return new Response('\uFEFFTeam,Contact Name\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="TOURNAMENT_REGISTRATIONS_Music_City_2030-01-01.csv"; filename*=UTF-8''TOURNAMENT_REGISTRATIONS_Music_City_2030-01-01.csv`,
          },
        });
      return undefined;
    });
    openReport('tournament');
    fireEvent.click(await screen.findByRole('button', { name: 'EXPORT XLSX' }));
    const busy = await screen.findByRole('button', { name: 'Preparing EXPORT XLSX…' });
    expect(busy).toBeDisabled();
    release(
      new Response(new Uint8Array([80, 75]), {
        headers: {
          'content-disposition': 'attachment; filename="TOURNAMENT_REGISTRATIONS_Music_City_2030-01-01.xlsx"',
        },
      }),
    );
    await waitFor(() => expect(saved).toEqual(['TOURNAMENT_REGISTRATIONS_Music_City_2030-01-01.xlsx']));
    expect(screen.getByRole('button', { name: 'EXPORT XLSX' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('TOURNAMENT_REGISTRATIONS_Music_City_2030-01-01.csv');
  });

  it('falls back to TOURNAMENT_REGISTRATIONS_{name}_{date} without a Content-Disposition', async () => {
    tournamentApi((path) => (path === csvPath ? new Response('Team\n') : undefined));
    openReport('tournament');
    fireEvent.click(await screen.findByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^TOURNAMENT_REGISTRATIONS_Music_City_3v3_Shootout_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("toasts 'Failed export: ' with the server's text, or with the error", async () => {
    tournamentApi((path) => {
      if (path === xlsxPath) return new Response('Export is not available', { status: 500 });
      if (path === csvPath) return Promise.reject(new TypeError('Failed to fetch'));
      return undefined;
    });
    openReport('tournament');
    fireEvent.click(await screen.findByRole('button', { name: 'EXPORT XLSX' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Failed export: Export is not available'));
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Failed export: TypeError: Failed to fetch'));
    expect(messages.exportFailed(new TypeError('Failed to fetch'))).toBe(
      'Failed export: TypeError: Failed to fetch',
    );
    expect(saved).toEqual([]);
  });

  it('cancels a team after asking for a reason, then refreshes the report', async () => {
    const { calls } = tournamentApi();
    openReport('tournament');
    const dialog = await openDialog('Cancel registration of Rockets', 'Cancel registration');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Team withdrew' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Registration of Rockets cancelled.'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/Admin/TournamentRegistrations/51/cancel',
      body: { reason: 'Team withdrew' },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/GetTournamentRegistrations/4/7'))).toHaveLength(2),
    );
  });
});

describe('/SessionRegistrationReport', () => {
  function sessionApi(extra: (path: string) => Response | Promise<Response> | undefined = () => undefined) {
    return answerSessionReport(undefined, ({ path, method }) => {
      if (method === 'POST' && path === '/api/Admin/CampRegistrations/101/cancel')
        return problem(409, 'This registration is already cancelled.');
      return extra(path);
    });
  }

  it('lists player, birth date, guardian, emergency contact, t-shirt and status', async () => {
    sessionApi();
    openReport('session');
    const row = (await screen.findByText('Ava Runner')).closest('tr')!;
    expect([...row.cells].slice(0, 6).map((c) => c.textContent)).toEqual([
      'Ava Runner',
      '4/2/2016',
      'Pat Parker(615) 555-0123parent@example.com',
      'Gran ParkerGrandmother(615) 555-0199',
      // As printed on the shirt; the status says what is missing, not 'registered'.
      'Youth M',
      'Not paid',
    ]);
  });

  it('shows who accepted which waiver or consent, its version and when', async () => {
    const acceptance = makeAcceptance({ fullName: 'Pat Parker' });
    answerSessionReport(() => [campRegistration({ acceptances: [acceptance] })]);
    openReport('session');
    const row = (await screen.findByText('Ava Runner')).closest('tr')!;
    const accepted = within(row).getByRole('list', { name: 'Waivers and consents accepted' });
    expect(accepted).toHaveTextContent(
      `Liability waiver v2, accepted by Pat Parker, ${formatInstant(acceptance.acceptedAt)}`,
    );
  });

  it('says when a waiver was accepted in Spanish', async () => {
    const acceptance = makeAcceptance({ fullName: 'Ana López', locale: 'es' });
    answerSessionReport(() => [campRegistration({ acceptances: [acceptance] })]);
    openReport('session');
    const row = (await screen.findByText('Ava Runner')).closest('tr')!;
    expect(within(row).getByRole('list', { name: 'Waivers and consents accepted' })).toHaveTextContent(
      `Liability waiver v2 (Spanish), accepted by Ana López, ${formatInstant(acceptance.acceptedAt)}`,
    );
  });

  it("names a player's order and sibling discount under the status, and what a leaving line kept for its siblings", async () => {
    answerSessionReport(() => [
      campRegistration({ orderId: 7, siblingDiscountAmount: 17.5 }),
      campRegistration({ id: 102, playerFirstName: 'Ben', orderId: 7, siblingDiscountAmount: 0 }),
      // Cal left order 8; Dot's discount ended with it.
      campRegistration({
        id: 103,
        playerFirstName: 'Cal',
        orderId: 8,
        registrationStatus: 'cancelled',
        siblingDiscountKept: 20,
      }),
      campRegistration({ id: 104, playerFirstName: 'Dot', orderId: 8, siblingDiscountEnded: 20 }),
    ]);
    openReport('session');
    await screen.findByText('Ava Runner');
    expect(screen.getAllByTestId('order-note').map((n) => n.textContent)).toEqual([
      'Order #7 · sibling discount −$17.50',
      'Order #7',
      "Order #8 · $20.00 kept for the siblings' discount",
      'Order #8 · sibling discount ended ($20.00 more)',
    ]);
  });

  it('saves the xlsx under the server file name', async () => {
    sessionApi((path) =>
      path === campExcelPath
        ? new Response(new Uint8Array([1]), {
            headers: {
              'content-disposition':
                'attachment; filename="REGISTRATIONS_Striker_School_20300101T100000.xlsx"',
            },
          })
        : undefined,
    );
    openReport('session');
    fireEvent.click(await screen.findByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(saved).toEqual(['REGISTRATIONS_Striker_School_20300101T100000.xlsx']));
  });

  it("toasts 'Failed to download excel export: {error}'", async () => {
    sessionApi((path) => (path === campExcelPath ? problem(404, 'Camp Session not found') : undefined));
    openReport('session');
    fireEvent.click(await screen.findByRole('button', { name: 'EXPORT' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent('Failed to download excel export: Camp Session not found'),
    );
    expect(saved).toEqual([]);
  });

  it('toasts a refused cancellation and keeps the dialog open', async () => {
    sessionApi();
    openReport('session');
    const dialog = await openDialog('Cancel registration of Ava Runner');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(
        'Could not cancel the registration: This registration is already cancelled.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('holds and payment issues on the reports', () => {
  const reportPath = '/api/Registration/GetSessionRegistrations/11';
  const holdExpiresAt = '2030-06-01T15:45:00.000Z';
  const refund: PaymentIssue = {
    kind: 'refund_due',
    reason: 'Paid after the seat hold lapsed and the session was full.',
    amount: 199,
    currency: 'usd',
    providerSessionId: 'cs_test_late',
    createdAt: '2030-06-01T16:00:00Z',
  };
  const review: PaymentIssue = {
    kind: 'review',
    reason: 'The amount paid does not match the price.',
    amount: 150,
    currency: 'usd',
    providerSessionId: 'cs_test_odd',
    createdAt: '2030-06-01T16:05:00Z',
  };
  const registrations = () => [
    campRegistration({ id: 101, registrationStatus: 'paymentinprocess', holdExpiresAt }),
    campRegistration({
      id: 102,
      playerFirstName: 'Ben',
      registrationStatus: 'expired',
      paymentIssues: [refund],
    }),
    campRegistration({ id: 103, playerFirstName: 'Cy', registrationStatus: 'paid' }),
    campRegistration({
      id: 104,
      playerFirstName: 'Di',
      registrationStatus: 'paymentinprocess',
      holdExpiresAt,
      paymentPending: true,
    }),
  ];

  function sessionApi(release: () => Response = () => json({ id: 101, registrationStatus: 'expired' })) {
    return answerSessionReport(registrations, ({ path, method }) =>
      method === 'POST' && path === '/api/Admin/CampRegistrations/101/release' ? release() : undefined,
    );
  }

  it.each([
    ['table', 1280],
    ['cards', 375],
  ])('shows until when an unpaid seat is held and what a payment left to do (%s)', async (_layout, width) => {
    setViewportWidth(width);
    sessionApi();
    openReport('session');
    const item = (name: string) => screen.getByText(name).closest(width > 768 ? 'tr' : 'li') as HTMLElement;
    await screen.findByText('Ava Runner');
    expect(within(item('Ava Runner')).getByTestId('hold-line')).toHaveTextContent(
      `Held until ${formatInstant(holdExpiresAt)}`,
    );
    // A bank payment clearing keeps its seat until it settles: nothing to release.
    expect(within(item('Di Runner')).getByTestId('hold-line')).toHaveTextContent(
      `Held until ${formatInstant(holdExpiresAt)}Bank payment clearing`,
    );
    expect(
      within(item('Di Runner')).queryByRole('button', { name: /^Release hold/ }),
    ).not.toBeInTheDocument();
    expect(
      within(item('Ava Runner')).getByRole('button', { name: 'Release hold of Ava Runner' }),
    ).toBeVisible();
    const issues = within(item('Ben Runner')).getByRole('list', { name: 'Payment issues' });
    expect(issues).toHaveTextContent(`Refund due${refund.reason} ($199.00)`);
    expect(within(item('Ben Runner')).queryByTestId('hold-line')).not.toBeInTheDocument();
    // Only an unpaid registration holds a seat that can be released.
    expect(screen.getAllByRole('button', { name: /^Release hold of/ })).toHaveLength(1);
  });

  it('releases a hold after asking, then reads the report again', async () => {
    const { calls } = sessionApi();
    openReport('session');
    const dialog = await openDialog('Release hold of Ava Runner', 'Release hold');
    expect(dialog).toHaveTextContent(`until ${formatInstant(holdExpiresAt)}`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Seat hold of Ava Runner released.'));
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { path: '/api/Admin/CampRegistrations/101/release', method: 'POST', body: {} },
    ]);
    await waitFor(() => expect(calls.filter((c) => c.path === reportPath)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the hold when staff change their mind', async () => {
    const { calls } = sessionApi();
    openReport('session');
    const dialog = await openDialog('Release hold of Ava Runner', 'Release hold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep hold' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("toasts the server's reason when the hold is gone meanwhile, and keeps the dialog open", async () => {
    sessionApi(() => problem(409, ledgerMessages.notAHold));
    openReport('session');
    const dialog = await openDialog('Release hold of Ava Runner', 'Release hold');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(`Could not release the hold: ${ledgerMessages.notAHold}`),
    );
    expect(screen.getByRole('dialog', { name: 'Release hold' })).toBeInTheDocument();
  });

  it.each([
    ['table', 1280],
    ['cards', 375],
  ])('shows the payment issues of each team on the tournament report (%s)', async (_layout, width) => {
    setViewportWidth(width);
    answerTournamentReport(() => [
      reportRow({ registrationStatus: 'cancelled', paymentIssues: [refund] }),
      reportRow({
        id: 52,
        teamName: 'Comets',
        registrationStatus: 'paymentinprocess',
        paymentIssues: [review],
      }),
    ]);
    openReport('tournament');
    const lists = await screen.findAllByRole('list', { name: 'Payment issues' });
    expect(lists.map((l) => l.textContent)).toEqual([
      `Refund due${refund.reason} ($199.00)`,
      `Needs review${review.reason} ($150.00)`,
    ]);
  });
});

describe('refunds on the reports', () => {
  /** Session 11's report showing `registration` (read again on every load); `answer` answers the rest. */
  function renderSessionReport(registration: () => CampRegistration, answer: Answer) {
    const api = answerSessionReport(() => [registration()], answer);
    openReport('session');
    return api;
  }
  const refund = (id: number, amount: number, state: 'failed' | 'succeeded' | 'pending') => ({
    id,
    amount,
    state,
    reason: 'Injury',
    failureReason: state === 'failed' ? 'expired_or_canceled_card' : null,
    createdAt: '2030-01-01T10:00:00.000Z',
  });

  it('refunds part of a payment with a reason; an amount the server refuses shows beside the field', async () => {
    let tries = 0;
    const { calls } = renderSessionReport(
      () => campRegistration({ registrationStatus: 'paid' }),
      ({ path, method }) => {
        if (method !== 'POST' || path !== '/api/Admin/CampRegistrations/101/refund') return undefined;
        return tries++ === 0
          ? json(
              { errors: { amount: ['At most $150.00 is left to refund on this payment.'] } },
              { status: 400 },
            )
          : json({ refund: refund(1, 25.5, 'pending'), credit: 0 });
      },
    );
    const dialog = await openDialog('Refund Ava Runner', 'Refund');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Injury' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most $150.00 is left to refund on this payment.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '25.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Refunding $25.50 to Ava Runner.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 500, reason: 'Injury' },
      { amount: 25.5, reason: 'Injury' },
    ]);
  });

  it('quotes what goes back to the card and what as account credit, and says both once refunded', async () => {
    const { calls } = renderSessionReport(
      () => campRegistration({ registrationStatus: 'paid' }),
      ({ path, method }) => {
        if (path !== '/api/Admin/CampRegistrations/101/refund') return undefined;
        return method === 'GET'
          ? json({ card: 40, credit: 60 })
          : json({ refund: refund(1, 20, 'pending'), credit: 30 });
      },
    );
    const dialog = await openDialog('Refund Ava Runner', 'Refund');
    expect(await within(dialog).findByTestId('refund-quote')).toHaveTextContent(
      'Left to refund: $40.00 to the card and $60.00 as account credit.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '50' } });
    expect(await within(dialog).findByTestId('refund-split')).toHaveTextContent(
      'This refund: $20.00 back to the card, $30.00 back as account credit.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Missed two days' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(
        'Refunding $20.00 to the card of Ava Runner; $30.00 given back as account credit.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 50, reason: 'Missed two days' },
    ]);
  });

  it('a line paid wholly by credit is refunded as credit only', async () => {
    renderSessionReport(
      () => campRegistration({ registrationStatus: 'paid' }),
      ({ path, method }) => {
        if (path !== '/api/Admin/CampRegistrations/101/refund') return undefined;
        return method === 'GET' ? json({ card: 0, credit: 100 }) : json({ refund: null, credit: 100 });
      },
    );
    const dialog = await openDialog('Refund Ava Runner', 'Refund');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '100' } });
    expect(await within(dialog).findByTestId('refund-split')).toHaveTextContent(
      'This refund: $0.00 back to the card, $100.00 back as account credit.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent('$100.00 given back to Ava Runner as account credit.'),
    );
  });

  it('lists refunds with their state, and retries a refused one until a later refund replaced it', async () => {
    let retried = false;
    const { calls } = renderSessionReport(
      () =>
        campRegistration({
          registrationStatus: 'cancelled',
          refunds: retried
            ? [refund(1, 80, 'failed'), refund(2, 80, 'succeeded')]
            : [refund(1, 80, 'failed')],
        }),
      ({ path, method }) => {
        if (method !== 'POST' || path !== '/api/Admin/Refunds/1/retry') return undefined;
        retried = true;
        return json(refund(2, 80, 'pending'));
      },
    );
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('refund failed$80.00 · Injury (expired_or_canceled_card)');
    fireEvent.click(within(refunds).getByRole('button', { name: 'Retry refund' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Refund of $80.00 asked for again.'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Refunds' })).toHaveTextContent('refunded$80.00'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Refunds' })).queryByRole('button', { name: 'Retry refund' }),
    ).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers the refund the policy gives, or all of it, when cancelling a paid registration', async () => {
    const { calls } = renderSessionReport(
      () => campRegistration({ registrationStatus: 'paid' }),
      ({ path, method }) =>
        method === 'POST' && path === '/api/Admin/CampRegistrations/101/cancel'
          ? json({ id: 101, registrationStatus: 'cancelled', refund: 120 })
          : undefined,
    );
    const dialog = await openDialog('Cancel registration of Ava Runner', 'Cancel registration');
    fireEvent.change(within(dialog).getByLabelText(/Refund/), { target: { value: 'policy' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Injury' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent('Registration of Ava Runner cancelled; refunding $120.00.'),
    );
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toEqual({ reason: 'Injury', refund: 'policy' });
  });
});

describe("a registration's history on the reports", () => {
  const history: StatusChange[] = [
    { at: '2030-06-01T15:00:00.000Z', from: null, to: 'registered', why: 'Registered online', by: 'family' },
    {
      at: '2030-06-01T15:05:00.000Z',
      from: 'registered',
      to: 'paymentinprocess',
      why: 'Checkout opened',
      by: 'family',
    },
    {
      at: '2030-06-01T15:07:00.000Z',
      from: 'paymentinprocess',
      to: 'paid',
      why: 'Payment received',
      by: 'provider',
    },
    { at: '2030-06-03T09:30:00.000Z', from: 'paid', to: 'cancelled', why: 'Injury', by: 'staff' },
  ];
  /** Each change as its line reads: when · who, then from → to · why. */
  const expectedLines = [
    `${formatInstant('2030-06-01T15:00:00.000Z')} · The familyCreated → Not paid · Registered online`,
    `${formatInstant('2030-06-01T15:05:00.000Z')} · The familyNot paid → payment failed · Checkout opened`,
    `${formatInstant('2030-06-01T15:07:00.000Z')} · The payment providerpayment failed → paid · Payment received`,
    `${formatInstant('2030-06-03T09:30:00.000Z')} · Staffpaid → cancelled · Injury`,
  ];

  /** The row (table) or card of `name`, whichever the width shows. */
  const itemOf = (name: string, width: number) =>
    width > 768
      ? (screen.getByText(name).closest('tr') as HTMLElement)
      : (screen.getByRole('heading', { name }).closest('li') as HTMLElement);

  /** Opens the row's 'History' disclosure and reads its lines in order. */
  function readHistory(item: HTMLElement) {
    const disclosure = within(item).getByTestId('registration-history');
    const list = within(disclosure).getByRole('list', { name: 'History' });
    // Folded until staff open it.
    expect(list).not.toBeVisible();
    fireEvent.click(within(disclosure).getByText(`History (${history.length})`));
    expect(list).toBeVisible();
    return within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  }

  it.each([
    ['table', 1280],
    ['cards', 375],
  ])(
    'lists every change of a camp registration, oldest first, under History (%s)',
    async (_layout, width) => {
      setViewportWidth(width);
      answerSessionReport(() => [
        campRegistration({ registrationStatus: 'cancelled', history }),
        campRegistration({ id: 102, playerFirstName: 'Ben' }),
      ]);
      openReport('session');
      await screen.findAllByText(/Runner/);
      expect(readHistory(itemOf('Ava Runner', width))).toEqual(expectedLines);
      expect(within(itemOf('Ben Runner', width)).queryByTestId('registration-history')).toBeNull();
    },
  );

  it.each([
    ['table', 1280],
    ['cards', 375],
  ])('lists every change of a team, oldest first, under History (%s)', async (_layout, width) => {
    setViewportWidth(width);
    answerTournamentReport(() => [
      reportRow({ teamName: 'Comets', history: [] }),
      reportRow({ id: 52, registrationStatus: 'cancelled', history }),
    ]);
    openReport('tournament');
    await screen.findByText('Rockets');
    expect(readHistory(itemOf('Rockets', width))).toEqual(expectedLines);
    // An empty history shows no disclosure either.
    expect(within(itemOf('Comets', width)).queryByTestId('registration-history')).toBeNull();
  });
});
