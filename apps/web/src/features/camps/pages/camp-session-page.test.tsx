import { apiPaths, type CampSession } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeCampSession, makeFacility } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('campSession', 'register', 'camps');

const session = (overrides: Partial<CampSession> = {}) =>
  makeCampSession({
    id: 12,
    campSpec: {
      id: 3,
      campName: 'Advanced Player Camp',
      catalogDescription: 'High-energy sessions for club players.',
      attendeeNotes: 'Shin guards, water and sunscreen.',
      es: {
        campName: 'Campamento avanzado',
        catalogDescription: 'Sesiones intensas para jugadores de club.',
        attendeeNotes: '',
      },
    },
    campFacility: makeFacility({
      facilityName: 'Riverside Park',
      addressLine1: '100 River Rd',
      city: 'Nashville',
      state: 'TN',
      zipCode: '37201',
    }),
    campStartDate: '2030-06-10',
    campEndDate: '2030-06-14',
    timeBlock: '9:00 AM - 12:00 PM',
    campCost: 175,
    seatsLeft: 4,
    timeZone: 'America/Chicago',
    cancellationPolicy: { fullRefundDays: 14, feeDays: 7, fee: { kind: 'percent', percent: 20 } },
    ...overrides,
  });

const serve = (...sessions: CampSession[]) =>
  mockApi({ [`GET ${apiPaths.campSessions('_allStates')}`]: () => json(sessions) });

describe('/Camps/Session/{sessionid}', () => {
  it('shows the session: dates, daily times in the facility zone, price, seats, address with a map, what to bring, policy and Register', async () => {
    serve(session());
    renderApp(undefined, { route: '/Camps/Session/12' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advanced Player Camp' }),
    ).toBeInTheDocument();
    expect(screen.getByText('6/10/2030 – 6/14/2030')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM - 12:00 PM (Central Time)')).toBeInTheDocument();
    expect(screen.getByText('$175.00')).toBeInTheDocument();
    expect(screen.getByText('4 seats left')).toBeInTheDocument();
    expect(screen.getByText('High-energy sessions for club players.')).toBeInTheDocument();
    expect(screen.getByText('Shin guards, water and sunscreen.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Full refund until 14 days before the start; refund less a 20% fee until 7 days before; no refund after that.',
      ),
    ).toBeInTheDocument();
    const map = screen.getByRole('link', { name: 'Open Riverside Park in a map (new tab)' });
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Riverside Park, 100 River Rd, Nashville, TN 37201')}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/Register/12');
    expect(screen.getByRole('link', { name: 'See the flyer' })).toHaveAttribute('href', '/CampFlyer/3/12');
    // Set once the page has rendered (an effect).
    await waitFor(() =>
      expect(document.title).toBe('Advanced Player Camp, Nashville, TN | Touchline Soccer Academy'),
    );
  });

  it('shows no empty section and offers the waitlist when the session is full', async () => {
    serve(
      session({
        seatsLeft: 0,
        campSpec: { ...session().campSpec, catalogDescription: '', attendeeNotes: ' ' },
        cancellationPolicy: undefined,
      }),
    );
    renderApp(undefined, { route: '/Camps/Session/12' });
    await screen.findByRole('heading', { level: 1, name: 'Advanced Player Camp' });
    expect(screen.queryByRole('heading', { name: 'About the camp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What to bring' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancellation policy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where' })).toBeInTheDocument();
    expect(
      screen.getByText('Full: join the waitlist and we will offer you a freed seat'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join waitlist' })).toHaveAttribute('href', '/Register/12');
  });

  it('says a session that is not open is not found, with the way to the open camps', async () => {
    serve(session());
    renderApp(undefined, { route: '/Camps/Session/99' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This camp session is not open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all camps' })).toHaveAttribute('href', '/Camps');
  });

  it('reads in Spanish: the camp texts staff wrote, the policy and the zone', async () => {
    serve(
      session({ cancellationPolicy: { fullRefundDays: 10, feeDays: 10, fee: { kind: 'amount', cents: 0 } } }),
    );
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps/Session/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campamento avanzado' })).toBeInTheDocument();
    expect(screen.getByText('Sesiones intensas para jugadores de club.')).toBeInTheDocument();
    // No Spanish notes: the English ones.
    expect(screen.getByText('Shin guards, water and sunscreen.')).toBeInTheDocument();
    expect(
      screen.getByText('Reembolso completo hasta 10 días antes del inicio; después, no hay reembolso.'),
    ).toBeInTheDocument();
    const facts = screen.getByText('Horario diario').closest('dl')!;
    expect(within(facts).getByText(/^9:00 AM - 12:00 PM \(hora central\)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribirse' })).toHaveAttribute('href', '/Register/12');
  });
});
