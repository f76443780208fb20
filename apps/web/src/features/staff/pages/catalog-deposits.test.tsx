import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { adminCatalog, staffSession } from '../testing/staff-fixtures';

describe('/manage/catalog: a deposit on a camp session', () => {
  it('takes a deposit and a balance due date, checked in the browser against the price and the first day, then sends them', async () => {
    const api = mockApi((call) => {
      if (call.path === '/api/Admin/Catalog') return json(adminCatalog());
      if (call.method === 'POST' && call.path === '/api/Admin/CampSessions') return json({ id: 99 });
      return undefined;
    });
    renderApp(undefined, { route: '/manage/catalog', session: staffSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'New camp session' }));
    const dialog = await screen.findByRole('dialog', { name: 'New camp session' });
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set(/^Camp/, '2');
    set(/^Facility/, '3');
    set(/^Start date/, '2030-08-01');
    set(/^End date/, '2030-08-05');
    set(/^Time/, '9-12');
    set(/^Age range/, 'Ages 6-9');
    set(/^Cost/, '150');
    set(/^Capacity/, '16');

    fireEvent.click(within(dialog).getByLabelText(/Take a deposit/));
    set(/^Deposit$/, 'amount');
    set(/^Deposit \(USD\)/, '150');
    set(/^Balance due by/, '2030-08-09');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The deposit must leave a balance of at least $0.50.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The balance must be due on or before the start date.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    set(/^Deposit \(USD\)/, '50');
    set(/^Balance due by/, '2030-07-15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      campCost: 150,
      depositPlan: { depositKind: 'amount', depositValue: 50, balanceDueDate: '2030-07-15' },
    });
  });
});
