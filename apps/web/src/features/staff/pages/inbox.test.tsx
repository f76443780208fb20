import type { FieldRentalInquiry } from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';
import { contactMessages, rentalInquiry, staffSession } from '../testing/staff-fixtures';

afterEach(() => setViewportWidth(1024));

const toastArea = () => document.querySelector('.toast-area') as HTMLElement;

describe('/contacts inbox', () => {
  it('shows where each message stands and sets it, the list read again', async () => {
    let status = 'new';
    const api = mockApi(({ path, method, body }) => {
      if (path === '/api/ContactUs/GetContactUsMessages/1/10')
        return json(
          contactMessages(2).map((m, i) => (i === 0 ? { ...m, status } : m)),
          { headers: { 'x-total-count': '2' } },
        );
      if (method === 'PUT' && path === '/api/Admin/Inbox/messages/Status/1') {
        status = (body as { status: string }).status;
        return json({ id: 1, status });
      }
      return undefined;
    });
    renderApp(undefined, { route: '/contacts', session: staffSession() });
    const select = await screen.findByRole('combobox', { name: 'Status of the message from First1 Sender' });
    expect(select).toHaveValue('new');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'replied' } });
    await waitFor(() => expect(select).toHaveValue('replied'));
    expect(api.bodiesTo('PUT /api/Admin/Inbox/messages/Status/1')).toEqual([{ status: 'replied' }]);
    // Read again after the change: the spec's history call twice.
    expect(api.callsTo('GET /api/ContactUs/GetContactUsMessages/1/10').length).toBeGreaterThanOrEqual(2);
  });

  it('toasts a refused status change and keeps what the server has', async () => {
    mockApi(({ path, method }) => {
      if (path === '/api/ContactUs/GetContactUsMessages/1/10') return json(contactMessages(1));
      if (method === 'PUT') return json({ detail: 'Message not found' }, { status: 404 });
      return undefined;
    });
    renderApp(undefined, { route: '/contacts', session: staffSession() });
    const select = await screen.findByRole('combobox', { name: 'Status of the message from First1 Sender' });
    fireEvent.change(select, { target: { value: 'closed' } });
    await waitFor(() => expect(toastArea()).toHaveTextContent('Could not set the status: Message not found'));
    expect(select).toHaveValue('new');
  });

  it('searches by words and status through the inbox search, back on page 1, and exports that search', async () => {
    const api = mockApi(({ path }) => {
      const spec = /^\/api\/ContactUs\/GetContactUsMessages\/(\d+)\/10$/.exec(path);
      if (spec)
        return json(contactMessages(10, (Number(spec[1]) - 1) * 10 + 1), {
          headers: { 'x-total-count': '25' },
        });
      if (path === '/api/Admin/Inbox/messages/Search/1/10')
        return json([{ ...contactMessages(1, 7)[0]!, status: 'replied' }], {
          headers: { 'x-total-count': '1' },
        });
      return undefined;
    });
    renderApp(undefined, { route: '/contacts/2/10', session: staffSession() });
    expect(await screen.findByText('Subject 11')).toBeInTheDocument();
    const search = within(screen.getByRole('search', { name: 'Search messages' }));
    expect(search.getByText('Looks in the name, e-mail and subject.')).toBeInTheDocument();
    fireEvent.change(search.getByLabelText('Search'), { target: { value: '  sender7 ' } });
    fireEvent.change(search.getByLabelText('Status'), { target: { value: 'replied' } });
    expect(await screen.findByText('Subject 7')).toBeInTheDocument();
    const urls = api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const searched = urls.filter((u) => u.pathname.startsWith('/api/Admin/Inbox/messages/Search/'));
    expect(searched.at(-1)!.pathname).toBe('/api/Admin/Inbox/messages/Search/1/10');
    expect(searched.at(-1)!.search).toBe('?q=sender7&status=replied');
    expect(screen.queryByText('Subject 11')).not.toBeInTheDocument();

    // The address now holds the search, so a reload or a link shows it again.
    const again = within(screen.getByRole('search', { name: 'Search messages' }));
    expect(again.getByLabelText('Search')).toHaveValue('sender7');
    expect(again.getByLabelText('Status')).toHaveValue('replied');
    fireEvent.click(again.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => {
      const exported = api.fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .find((u) => u.pathname === '/api/Admin/Inbox/messages/Export');
      expect(exported?.search).toBe('?q=sender7&status=replied');
    });
  });

  it('says when a search finds nothing', async () => {
    mockApi(({ path }) => {
      if (path === '/api/ContactUs/GetContactUsMessages/1/10') return json(contactMessages(3));
      if (path === '/api/Admin/Inbox/messages/Search/1/10')
        return json([], { headers: { 'x-total-count': '0' } });
      return undefined;
    });
    renderApp(undefined, { route: '/contacts', session: staffSession() });
    await screen.findByText('Subject 1');
    const search = within(screen.getByRole('search', { name: 'Search messages' }));
    fireEvent.change(search.getByLabelText('Search'), { target: { value: 'nobody' } });
    fireEvent.click(search.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No messages match this search.')).toBeInTheDocument();
  });
});

describe('/manage/rentals inbox', () => {
  const inquiry = (id: number, status: FieldRentalInquiry['status']) => rentalInquiry(id, { status });

  it('shows and sets the status on cards on small screens, and filters by status', async () => {
    setViewportWidth(375);
    const api = mockApi(({ path, method }) => {
      if (path === '/api/ContactUs/GetFieldRentalInquiries/1/10')
        return json([inquiry(1, 'new'), inquiry(2, 'closed')]);
      if (path === '/api/Admin/Inbox/rentals/Search/1/10') return json([inquiry(2, 'closed')]);
      if (method === 'PUT' && path === '/api/Admin/Inbox/rentals/Status/1')
        return json({ id: 1, status: 'replied' });
      return undefined;
    });
    renderApp(undefined, { route: '/manage/rentals', session: staffSession() });
    const card = (await screen.findByText('Renter 1')).closest('li')!;
    // The party's location, number of children and the birthday child's age, as the family gave them.
    expect(card).toHaveTextContent('Dallas Sports Park, Dallas, TX');
    expect(card).toHaveTextContent('12 children, birthday child 7');
    const select = within(card).getByRole('combobox', { name: 'Status of the inquiry from Renter 1' });
    fireEvent.change(select, { target: { value: 'replied' } });
    await waitFor(() =>
      expect(api.bodiesTo('PUT /api/Admin/Inbox/rentals/Status/1')).toEqual([{ status: 'replied' }]),
    );

    const search = within(screen.getByRole('search', { name: 'Search rentals' }));
    expect(search.getByText('Looks in the name, e-mail and location.')).toBeInTheDocument();
    fireEvent.change(search.getByLabelText('Status'), { target: { value: 'closed' } });
    expect(await screen.findByText('Renter 2')).toBeInTheDocument();
    expect(screen.queryByText('Renter 1')).not.toBeInTheDocument();
  });
});
