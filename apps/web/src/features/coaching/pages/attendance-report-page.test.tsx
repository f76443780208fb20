import { type AttendanceReport, apiPaths, noAttendance } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('manageAttendance');

const staff = fakeSession({ name: 'Sam Staff', email: 'staff@example.com', roles: ['staff'] });
const parent = fakeSession({ name: 'Pat Parker', email: 'parent@example.com' });

const child = (overrides: Partial<AttendanceReport['children'][number]>) => ({
  ...noAttendance,
  registrationId: 1,
  firstName: 'Leo',
  lastName: 'Lee',
  group: '',
  checkedInBy: '',
  checkedOutBy: '',
  confirmation: '' as const,
  ...overrides,
});

const report = (day = '2030-06-10'): AttendanceReport => ({
  sessionId: 11,
  campName: 'Striker School',
  campNameEs: 'Escuela de delanteros',
  facilityName: 'Fretz Park',
  timeZone: 'America/Chicago',
  day,
  days: ['2030-06-10', '2030-06-11'],
  children: [
    child({}),
    child({
      registrationId: 2,
      firstName: 'Maya',
      lastName: 'Parker',
      state: 'out',
      checkedInAt: '2030-06-10T14:02:00Z',
      checkedOutAt: '2030-06-10T17:05:00Z',
      pickedUpBy: 'Ana Parker',
      checkedInBy: 'coach@example.com',
      checkedOutBy: 'coach@example.com',
      confirmation: 'code',
    }),
    child({
      registrationId: 3,
      firstName: 'Sam',
      lastName: 'Sosa',
      state: 'in',
      checkedInAt: '2030-06-10T14:10:00Z',
      checkedInBy: 'staff@example.com',
      overdue: true,
    }),
  ],
});

describe('/manage/attendance/{id}', () => {
  it("shows each child's day, who is not collected, and offers the spreadsheet", async () => {
    mockApi({ [`GET ${apiPaths.attendanceReport(11)}`]: () => json(report()) });
    renderApp(undefined, { route: '/manage/attendance/11', session: staff });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(await screen.findByText('Striker School · Fretz Park')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('In: 1 · Picked up: 1 · Not checked in: 1');
    const [leo, maya, sam] = screen.getAllByTestId('attendance-row');
    expect(leo).toHaveTextContent('Not checked in');
    expect(maya).toHaveTextContent('Picked up');
    expect(maya).toHaveTextContent('Ana Parker');
    expect(maya).toHaveTextContent('Pickup code');
    expect(maya).toHaveTextContent(/Jun 10, 2030, \d{1,2}:05 [AP]M [A-Z]{2,5}/);
    expect(sam).toHaveTextContent('Not collected');
    expect(screen.getByRole('button', { name: 'Download spreadsheet' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Day'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['2030-06-10', '2030-06-11']);
  });

  it('reads in Spanish', async () => {
    mockApi({ [`GET ${apiPaths.attendanceReport(11)}`]: () => json(report()) });
    showTestsIn('es');
    renderApp(undefined, { route: '/manage/attendance/11', session: staff });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asistencia' })).toBeInTheDocument();
    expect(await screen.findByText('Escuela de delanteros · Fretz Park')).toBeInTheDocument();
    const [, maya, sam] = screen.getAllByTestId('attendance-row');
    expect(within(maya!).getByText('Recogido')).toBeInTheDocument();
    expect(within(sam!).getByText('Sin recoger')).toBeInTheDocument();
  });

  it('is for staff only', async () => {
    mockApi({});
    renderApp(undefined, { route: '/manage/attendance/11', session: parent });
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('attendance-row')).toHaveLength(0);
  });
});
