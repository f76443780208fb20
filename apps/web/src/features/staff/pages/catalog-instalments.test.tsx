import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { adminCatalog, staffSession } from '../testing/staff-fixtures';

describe('/manage/catalog: an instalment plan on a camp session', () => {
  it('takes the later payment dates, refuses them out of order in the browser, then sends them', async () => {
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
    set(/^Cost/, '245');
    set(/^Capacity/, '16');

    fireEvent.click(within(dialog).getByLabelText(/Let families pay in instalments/));
    set(/^Payment 2: date/, '2030-07-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a payment' }));
    set(/^Payment 3: date/, '2030-06-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Each payment date must come after the one before it.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    set(/^Payment 3: date/, '2030-07-25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      campCost: 245,
      instalmentPlan: { laterDates: ['2030-07-01', '2030-07-25'] },
    });
  });
});
