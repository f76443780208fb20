import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../components/layout/site-header';
import { mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { expectLink } from '../../../testing/user-input';
import { adminSession, auditEntry, pageOf, parentSession, staffSession } from '../testing/staff-fixtures';

describe('staff pages are for staff', () => {
  it.each([
    '/manage',
    '/manageTournaments',
    '/SessionRegistrationReport/11',
    '/TournamentRegistrationReport/4/7',
    '/contacts',
    '/manage/rentals',
    '/manage/catalog',
    '/manage/audit',
  ])('a signed-in parent opening %s sees the not-allowed page and no data is fetched', async (route) => {
    const { calls } = mockApi(() => undefined);
    renderApp(undefined, { route, session: parentSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('parent@example.com');
    expectLink('Go to the home page', '/');
    expect(calls).toEqual([]);
  });

  it('keeps the audit log from staff without the admin role', async () => {
    renderApp(undefined, { route: '/manage/audit', session: staffSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText('This page is for administrators only.')).toBeInTheDocument();
  });

  it('shows admins the audit log', async () => {
    mockApi(({ path }) => (path === '/api/Admin/AuditLog/1/10' ? pageOf([auditEntry]) : undefined));
    renderApp(undefined, { route: '/manage/audit', session: adminSession() });
    expect(await screen.findByText('staff@example.com')).toBeInTheDocument();
    expect(screen.getByText('cancel Camp registration #9')).toBeInTheDocument();
    expect(screen.getByText('reason: Family moved')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderApp(undefined, { route: '/manage/catalog' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
  });

  it('lists the new staff pages in the Staff menu, the audit log only for admins', () => {
    const { unmount } = renderApp(<SiteHeader />, { session: staffSession() });
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Staff' }));
    expectLink('Catalogue', '/manage/catalog', nav());
    expectLink('Rental inquiries', '/manage/rentals', nav());
    expect(within(nav()).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    unmount();

    renderApp(<SiteHeader />, { session: adminSession() });
    fireEvent.click(within(nav()).getByRole('button', { name: 'Staff' }));
    expectLink('Audit log', '/manage/audit', nav());
  });
});
