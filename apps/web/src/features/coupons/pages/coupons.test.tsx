import { apiPaths, type Coupon, couponMessages } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { type ApiCall, fieldErrors, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

const staff = () => fakeSession({ name: 'Sam Staff', email: 'staff@example.com', roles: ['staff'] });

const spring: Coupon = {
  id: 5,
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  validFrom: '2030-03-01',
  validTo: '2030-04-30',
  totalUses: 50,
  usesPerAccount: 1,
  scope: 'all',
  campIds: [],
  sessionIds: [],
  tournamentIds: [],
  active: true,
  usesTaken: 3,
  discountGiven: 52.5,
};

/** The coupons page for staff; the server lists `list`, no uses, and answers writes with `write`. */
function renderCoupons(
  list: Coupon[],
  write: (call: ApiCall) => ReturnType<typeof json> = () => json({ id: 9 }),
) {
  const api = mockApi((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.path === apiPaths.adminCoupons) return json(list);
    if (call.path === apiPaths.adminCouponUses) return json([]);
    return undefined;
  });
  renderApp(undefined, { route: '/manage/coupons', session: staff() });
  return api;
}

const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');

describe('/manage/coupons', () => {
  it('lists each coupon with its discount, days, uses and programs', async () => {
    renderCoupons([
      spring,
      {
        ...spring,
        id: 6,
        code: 'TEAM5',
        kind: 'amount',
        value: 5,
        totalUses: null,
        usesPerAccount: null,
        scope: 'chosen',
        tournamentIds: [3],
        active: false,
      },
    ]);
    const rows = await screen.findAllByTestId('coupon-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('SPRING10');
    expect(rows[0]).toHaveTextContent('10% off');
    expect(rows[0]).toHaveTextContent('3 of 50 used');
    expect(rows[0]).toHaveTextContent('1 use per account');
    expect(rows[0]).toHaveTextContent('$52.50 off so far');
    expect(rows[0]).toHaveTextContent('All programs');
    expect(rows[1]).toHaveTextContent('$5.00');
    expect(rows[1]).toHaveTextContent('Off');
    expect(rows[1]).toHaveTextContent('1 chosen program');
    expect(screen.getByText('No coupon has been used yet.')).toBeInTheDocument();
  });

  it('creates a coupon; a code another coupon has is refused beside the field', async () => {
    let tries = 0;
    const api = renderCoupons([], () =>
      ++tries === 1 ? fieldErrors({ code: [couponMessages.codeTaken] }) : json({ id: 9 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    const set = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set(/^Code/, 'spring10');
    set(/^Percentage off/, '15');
    set(/^First day/, '2030-03-01');
    set(/^Last day/, '2030-04-30');
    set(/^Total uses/, '10');
    fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await within(form).findByText(couponMessages.codeTaken)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'POST',
      path: apiPaths.adminCoupons,
      body: expect.objectContaining({
        code: 'spring10',
        kind: 'percent',
        value: 15,
        totalUses: 10,
        scope: 'all',
      }),
    });
    set(/^Code/, 'spring15');
    fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New coupon' })).not.toBeInTheDocument());
    expect(writes(api.calls)).toHaveLength(2);
  });

  it('checks the days and the discount in the browser before sending', async () => {
    const api = renderCoupons([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = await screen.findByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'BAD' } });
    fireEvent.change(within(form).getByLabelText(/^Percentage off/), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText(/^First day/), { target: { value: '2030-05-02' } });
    fireEvent.change(within(form).getByLabelText(/^Last day/), { target: { value: '2030-05-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await within(form).findByText(couponMessages.validToBeforeFrom)).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole percentage from 0 to 100.')).toBeInTheDocument();
    expect(writes(api.calls)).toHaveLength(0);
  });

  it('turns a coupon off with its other settings unchanged, and edits one', async () => {
    const api = renderCoupons([spring]);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off SPRING10' }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'PUT',
      path: apiPaths.adminCoupon(5),
      body: expect.objectContaining({
        code: 'SPRING10',
        value: 10,
        totalUses: 50,
        usesPerAccount: 1,
        active: false,
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit SPRING10' }));
    const form = await screen.findByRole('form', { name: 'Edit coupon SPRING10' });
    expect(within(form).getByLabelText(/^Percentage off/)).toHaveValue(10);
  });
});
