import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/router';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { contactMessages, LocationProbe, rentalInquiry, staffSession } from '../testing/staff-fixtures';

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;
const location = () => screen.getByTestId('location').textContent;
const topControls = () => screen.getByRole('navigation', { name: 'Pages of messages' });

afterEach(() => setViewportWidth(1024));

/** The server: 23 messages, newest first, pages of the requested size. */
function messagesApi(total = 23) {
  return mockApi(({ path }) => {
    const match = /^\/api\/ContactUs\/GetContactUsMessages\/(\d+)\/(\d+)$/.exec(path);
    if (!match) return undefined;
    const page = Number(match[1]);
    const size = Number(match[2]);
    const first = (page - 1) * size + 1;
    const count = Math.max(0, Math.min(size, total - first + 1));
    return json(contactMessages(count, first), { headers: { 'x-total-count': String(total) } });
  });
}

function renderContacts(route: string) {
  return renderApp(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, session: staffSession() },
  );
}

describe('/contacts paging', () => {
  it('pages forward and back, shows page x of y from x-total-count, and keeps the URL in step', async () => {
    const { calls } = messagesApi();
    renderContacts('/contacts');
    expect(await screen.findByText('Subject 1')).toBeInTheDocument();
    expect(within(topControls()).getByTestId('page-status')).toHaveTextContent('Page 1 of 3');
    expect(within(topControls()).getByText('1–10 of 23 messages')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(10);
    expect(within(topControls()).getByRole('button', { name: /Previous/ })).toBeDisabled();

    fireEvent.click(within(topControls()).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Subject 11')).toBeInTheDocument();
    expect(location()).toBe('/contacts/2/10');
    expect(within(topControls()).getByTestId('page-status')).toHaveTextContent('Page 2 of 3');

    fireEvent.click(within(topControls()).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Subject 21')).toBeInTheDocument();
    expect(location()).toBe('/contacts/3/10');
    expect(screen.getAllByTestId('message')).toHaveLength(3);
    expect(within(topControls()).getByRole('button', { name: /Next/ })).toBeDisabled();

    fireEvent.click(within(topControls()).getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Subject 11')).toBeInTheDocument();
    expect(location()).toBe('/contacts/2/10');
    expect(calls.map((c) => c.path)).toEqual([
      '/api/ContactUs/GetContactUsMessages/1/10',
      '/api/ContactUs/GetContactUsMessages/2/10',
      '/api/ContactUs/GetContactUsMessages/3/10',
    ]);
  });

  it('changes the page size, back to page 1, and reads page and size from the URL', async () => {
    const { calls } = messagesApi();
    renderContacts('/contacts/3/10');
    expect(await screen.findByText('Subject 21')).toBeInTheDocument();
    expect(within(topControls()).getByTestId('page-status')).toHaveTextContent('Page 3 of 3');

    fireEvent.change(within(topControls()).getByLabelText('Per page'), { target: { value: '25' } });
    await waitFor(() => expect(location()).toBe('/contacts/1/25'));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(23));
    expect(within(topControls()).getByTestId('page-status')).toHaveTextContent('Page 1 of 1');
    expect(within(topControls()).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(calls.at(-1)?.path).toBe('/api/ContactUs/GetContactUsMessages/1/25');
    expect(
      [...within(topControls()).getByLabelText<HTMLSelectElement>('Per page').options].map((o) => o.value),
    ).toEqual(['10', '25', '50']);
  });

  it('shows messages as cards on small screens, as text', async () => {
    setViewportWidth(375);
    mockApi(() =>
      json(
        [
          {
            ...contactMessages(1)[0]!,
            message: '<script>alert(1)</script>\nsecond line',
            telephone: '6155550100',
          },
        ],
        { headers: { 'x-total-count': '1' } },
      ),
    );
    const { container } = renderContacts('/contacts');
    const card = await screen.findByTestId('message');
    expect(card.tagName).toBe('LI');
    expect(within(card).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(within(card).getByText('(615) 555-0100')).toBeInTheDocument();
    expect(container.querySelector('main script')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetcg messages: ' plus the status", async () => {
    mockApi(() => new Response('', { status: 403 }));
    renderContacts('/contacts');
    await waitFor(() => expect(toastArea()).toHaveTextContent('Failed to fetcg messages: 403'));
  });

  it("toasts 'Error while fetching messages: ' plus the error when the call fails", async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderContacts('/contacts');
    await waitFor(() =>
      expect(toastArea()).toHaveTextContent('Error while fetching messages: TypeError: Failed to fetch'),
    );
  });
});

describe('/manage/rentals', () => {
  it('pages rental inquiries the same way', async () => {
    mockApi(({ path }) => {
      const match = /^\/api\/ContactUs\/GetFieldRentalInquiries\/(\d+)\/(\d+)$/.exec(path);
      if (!match) return undefined;
      const page = Number(match[1]);
      return json([rentalInquiry(page)], { headers: { 'x-total-count': '11' } });
    });
    renderContacts('/manage/rentals');
    expect(await screen.findByText('Renter 1')).toBeInTheDocument();
    const controls = screen.getByRole('navigation', { name: 'Pages of inquiries' });
    expect(within(controls).getByTestId('page-status')).toHaveTextContent('Page 1 of 2');
    fireEvent.click(within(controls).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Renter 2')).toBeInTheDocument();
    expect(location()).toBe('/manage/rentals/2/10');
    expect(screen.getByText('(214) 555-0100')).toBeInTheDocument();
  });
});
