import type { CampRegistration } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSwitchOption, makeSwitchOptions } from '../../../testing/factories';
import { type Answer, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { campRegistration, campSession, staffSession } from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const optionsPath = '/api/Admin/CampRegistrations/101/switchOptions';
const movePath = '/api/Admin/CampRegistrations/101/switch';

const switchOptions = makeSwitchOptions({
  registrationId: 101,
  lastDay: null,
  options: [
    makeSwitchOption({ campSessionId: 12, price: 300, difference: 100 }),
    makeSwitchOption({ campSessionId: 13, campName: 'Minis Camp', price: 150, difference: -50 }),
  ],
});

/** Session 11's report showing `registration`; `answer` answers the rest. */
function renderSessionReport(registration: CampRegistration, answer: Answer) {
  const api = mockApi((call) =>
    call.path === '/api/Registration/GetSessionRegistrations/11'
      ? json({ campSession: campSession(), registrations: [registration] })
      : answer(call),
  );
  renderApp(undefined, { route: '/SessionRegistrationReport/11', session: staffSession() });
  return api;
}

describe('moving a registration from the session report', () => {
  it('moves a paid registration to a cheaper session with the difference refunded, with a reason', async () => {
    let tries = 0;
    const { calls } = renderSessionReport(
      campRegistration({ registrationStatus: 'paid' }),
      ({ path, method }) => {
        if (path === optionsPath) return json(switchOptions);
        if (method !== 'POST' || path !== movePath) return undefined;
        return tries++ === 0
          ? json({ errors: { reason: ['Enter the reason.'] } }, { status: 400 })
          : json({
              registrationId: 101,
              switch: { id: 3, state: 'completed', to: 'Minis Camp, 7/1/2030 to 7/5/2030', difference: -50 },
              checkoutUrl: null,
              refund: 50,
            });
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move Ava Runner to another session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another session' });
    const select = within(dialog).getByLabelText(/Session/);
    await within(dialog).findByRole('option', { name: /Minis Camp/ });
    fireEvent.change(select, { target: { value: '12' } });
    expect(within(dialog).getByTestId('move-difference')).toHaveTextContent(
      '$100.00 dearer: the difference is waived.',
    );
    fireEvent.change(select, { target: { value: '13' } });
    fireEvent.click(within(dialog).getByLabelText('Refund the $50.00 difference'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Enter the reason.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Family asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent(
        'Moved Ava Runner to Minis Camp, 7/1/2030 to 7/5/2030; refunding $50.00.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { campSessionId: 13, refundDifference: true, reason: '' },
      { campSessionId: 13, refundDifference: true, reason: 'Family asked' },
    ]);
  });

  it('offers no move for an unpaid registration', async () => {
    renderSessionReport(campRegistration({ registrationStatus: 'registered' }), () => undefined);
    expect(
      await screen.findByRole('button', { name: 'Cancel registration of Ava Runner' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });
});
