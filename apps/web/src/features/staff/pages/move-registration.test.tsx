import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSwitchOption, makeSwitchOptions } from '../../../testing/factories';
import { json } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { answerSessionReport, campRegistration, openReport } from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const optionsPath = '/api/Admin/CampRegistrations/101/switchOptions';
const movePath = '/api/Admin/CampRegistrations/101/switch';

const switchOptions = makeSwitchOptions({
  registrationId: 101,
  lastDay: null,
  options: [
    makeSwitchOption({ campSessionId: 12, price: 300, difference: 100 }),
    makeSwitchOption({ campSessionId: 13, campName: 'Minis Camp', price: 150, difference: -50, refund: 50 }),
    makeSwitchOption({
      campSessionId: 14,
      campName: 'Teens Camp',
      price: 200,
      difference: 0,
      eligibilityProblem:
        'This session is for ages 13-15 on its first day (7/1/2030); this player will be 9 then.',
    }),
  ],
});

/**
 * Opens the Move dialog of session 11's paid registration (Ava Runner): the server lists
 * `switchOptions` and answers each move with `moved()`.
 */
async function openMoveDialog(moved: () => Response) {
  const { calls } = answerSessionReport(
    () => [campRegistration({ registrationStatus: 'paid' })],
    ({ path, method }) => {
      if (path === optionsPath) return json(switchOptions);
      return method === 'POST' && path === movePath ? moved() : undefined;
    },
  );
  openReport('session');
  fireEvent.click(await screen.findByRole('button', { name: 'Move Ava Runner to another session' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Move to another session' }) };
}

/**
 * The server's answer to a move: the switch it made (its new session, 'Camp, 7/1/2030 to 7/5/2030',
 * also by its parts), and the checkout or refund that settles it.
 */
const moveResult = (
  switched: { to: string } & Record<string, unknown>,
  checkoutUrl: string | null,
  refund: number,
) =>
  json({
    registrationId: 101,
    switch: {
      ...switched,
      toItem: {
        name: switched.to.split(',')[0],
        es: { name: '' },
        startDate: '2030-07-01',
        endDate: '2030-07-05',
        ageGroup: null,
      },
    },
    checkoutUrl,
    refund,
  });

describe('moving a registration from the session report', () => {
  setUpPageTests('sessionRegistrationReport');

  it('moves a paid registration to a cheaper session with the difference refunded, with a reason', async () => {
    let tries = 0;
    const { calls, dialog } = await openMoveDialog(() =>
      tries++ === 0
        ? json({ errors: { reason: ['Enter the reason.'] } }, { status: 400 })
        : moveResult(
            { id: 3, state: 'completed', to: 'Minis Camp, 7/1/2030 to 7/5/2030', difference: -50 },
            null,
            50,
          ),
    );
    const select = within(dialog).getByLabelText(/Session/);
    await within(dialog).findByRole('option', { name: /Minis Camp/ });
    fireEvent.change(select, { target: { value: '12' } });
    // A dearer session: staff choose to charge or waive; nothing is decided by default.
    expect(within(dialog).getByRole('group', { name: /\$100\.00 dearer/ })).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText(
        'The family pays the $100.00 difference (they are e-mailed a payment link)',
      ),
    ).not.toBeChecked();
    expect(within(dialog).getByLabelText('Waive the $100.00 difference')).not.toBeChecked();
    fireEvent.change(select, { target: { value: '13' } });
    fireEvent.click(within(dialog).getByLabelText('Refund the $50.00 difference'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Family asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(
        'Moved Ava Runner to Minis Camp, 7/1/2030 to 7/5/2030; a refund of $50.00 is requested.',
      ),
    );
    const sent = { campSessionId: 13, settleDifference: 'refund', eligibilityOverrideReason: '' };
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { ...sent, reason: '' },
      { ...sent, reason: 'Family asked' },
    ]);
  });

  it("marks a session the player's age does not fit and moves there only with a reason for the exception", async () => {
    const { calls, dialog } = await openMoveDialog(() =>
      moveResult(
        { id: 4, state: 'completed', to: 'Teens Camp, 7/1/2030 to 7/5/2030', difference: 0 },
        null,
        0,
      ),
    );
    const select = within(dialog).getByLabelText(/Session/);
    await within(dialog).findByRole('option', { name: /Teens Camp.*Not for this player/ });
    expect(within(dialog).queryByLabelText(/Reason for an exception/)).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: '14' } });
    expect(within(dialog).getByTestId('move-eligibility')).toHaveTextContent(
      'This session is for ages 13-15 on its first day (7/1/2030); this player will be 9 then.',
    );
    // The same price: nothing to settle.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason for an exception/), {
      target: { value: 'Plays with his brother' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Reason \*/), { target: { value: 'Family asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent('Moved Ava Runner to Teens Camp, 7/1/2030 to 7/5/2030.'),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { campSessionId: 14, reason: 'Family asked', eligibilityOverrideReason: 'Plays with his brother' },
    ]);
  });

  it('charging a dearer difference tells staff the family was sent a payment link', async () => {
    const { calls, dialog } = await openMoveDialog(() =>
      moveResult(
        { id: 5, state: 'awaiting_payment', to: 'Advanced Camp, 7/1/2030 to 7/5/2030', difference: 100 },
        'http://pay.test/pay/cs_9',
        0,
      ),
    );
    await within(dialog).findByRole('option', { name: /Minis Camp/ });
    fireEvent.change(within(dialog).getByLabelText(/Session/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByLabelText(/^The family pays the \$100\.00 difference/));
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Wants the later week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(
        'The family of Ava Runner has been e-mailed a link to pay the $100.00 difference; the move to Advanced Camp, 7/1/2030 to 7/5/2030 happens once it is paid.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        campSessionId: 12,
        settleDifference: 'charge',
        reason: 'Wants the later week',
        eligibilityOverrideReason: '',
      },
    ]);
  });

  it('offers no move for an unpaid registration', async () => {
    answerSessionReport(() => [campRegistration({ registrationStatus: 'registered' })]);
    openReport('session');
    expect(
      await screen.findByRole('button', { name: 'Cancel registration of Ava Runner' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});
