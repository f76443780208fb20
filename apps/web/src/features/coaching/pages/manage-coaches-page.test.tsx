import { allStates, apiPaths, type CoachAssignment } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../../../testing/fake-auth-client';
import { sixToNineSession } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectToast } from '../../../testing/user-input';

setUpPageTests('manageCoaches');

const admin = fakeSession({ name: 'Alex Admin', email: 'admin@example.com', roles: ['admin'] });
const staff = fakeSession({ name: 'Sam Staff', email: 'staff@example.com', roles: ['staff'] });
const lists = {
  [`GET ${apiPaths.campSessions(allStates)}`]: () => json([sixToNineSession({ id: 11 })]),
  [`GET ${apiPaths.allTournaments}`]: () => json([]),
};
const assigned: CoachAssignment = {
  id: 5,
  email: 'coach@example.com',
  kind: 'session',
  itemId: 11,
  itemName: 'Striker School (2030-06-10 – 2030-06-14)',
  group: '',
  assignedBy: 'admin@example.com',
  createdAt: '2030-01-01T10:00:00Z',
};

describe('/manage/coaches', () => {
  it('lets an admin assign a coach by e-mail to a session, then lists the assignment', async () => {
    let saved: CoachAssignment[] = [];
    const api = mockApi({
      ...lists,
      [`GET ${apiPaths.coachAssignments}`]: () => json(saved),
      [`POST ${apiPaths.coachAssignments}`]: () => {
        saved = [assigned];
        return json(assigned, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/manage/coaches', session: admin });
    expect(await screen.findByText('No coaches assigned yet.')).toBeInTheDocument();
    // Nothing chosen: said beside the fields, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${apiPaths.coachAssignments}`)).toHaveLength(0);

    await user.type(screen.getByLabelText("Coach's e-mail"), 'coach@example.com');
    const select = screen.getAllByRole('combobox', { name: 'Camp session' })[0]!;
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, '11');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await expectToast('coach@example.com is assigned.');
    expect(api.bodiesTo(`POST ${apiPaths.coachAssignments}`)).toEqual([
      { email: 'coach@example.com', kind: 'session', itemId: 11, group: '' },
    ]);
    const list = await screen.findByTestId('coach-assignments');
    expect(within(list).getByText('coach@example.com')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove coach@example.com' })).toBeInTheDocument();
  });

  it('lets staff set groups but not assign coaches', async () => {
    const api = mockApi({
      ...lists,
      [`GET ${apiPaths.sessionGroups(11)}`]: () =>
        json({ registrations: [{ id: 3, firstName: 'Maya', lastName: 'Parker', group: '' }], coaches: [] }),
      [`PUT ${apiPaths.registrationGroup(3)}`]: ({ body }) => json({ id: 3, ...(body as object) }),
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/manage/coaches', session: staff });
    expect(await screen.findByText(/Admins assign coaches/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Camp session' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select, '11');
    // Where staff reach a session's roster: the page, and its two printed sheets.
    expect(await screen.findByRole('link', { name: 'Open the roster' })).toHaveAttribute(
      'href',
      '/coach/sessions/11',
    );
    expect(
      within(screen.getByTestId('sheet-downloads'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Print roster', 'Sign-in sheet']);
    await user.type(await screen.findByLabelText('Maya Parker'), 'Red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Group saved.');
    expect(api.bodiesTo(`PUT ${apiPaths.registrationGroup(3)}`)).toEqual([{ group: 'Red' }]);
  });
});
