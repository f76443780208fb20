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
    // The map link's accessible name starts with its visible words.
    const map = screen.getByRole('link', { name: 'Open in a map: Riverside Park (new tab)' });
    expect(map).toHaveTextContent('Open in a map');
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

  const image = (hash: string, width: number, height: number) => ({ hash: hash.repeat(32), width, height });
  const details = {
    dropOffTime: '08:30',
    pickUpTime: '12:15',
    venueNotes: 'Park in lot B; we play on field 3.',
    es: { venueNotes: 'Estacione en el lote B; jugamos en la cancha 3.' },
    photos: [
      {
        images: { large: image('a', 1600, 1067), small: image('b', 480, 320) },
        alt: 'Field 3 from the parking lot',
        es: { alt: 'La cancha 3 desde el estacionamiento' },
      },
    ],
    coaches: [
      {
        name: 'Ana Ruiz',
        bio: 'Former college goalkeeper.',
        es: { bio: 'Exportera universitaria.' },
        photo: { large: image('c', 600, 600), small: image('d', 480, 480) },
      },
    ],
    questions: [
      {
        question: 'What if it rains?',
        answer: 'We play unless there is lightning.',
        es: { question: '¿Y si llueve?', answer: '' },
      },
    ],
  };

  it("shows the camp's details: drop-off and pick-up times, venue notes, photos with their sizes, coaches and questions", async () => {
    serve(session({ details }));
    renderApp(undefined, { route: '/Camps/Session/12' });
    await screen.findByRole('heading', { level: 1, name: 'Advanced Player Camp' });
    const facts = screen.getByText('Daily times').closest('dl')!;
    expect(within(facts).getByText('8:30 AM (Central Time)')).toBeInTheDocument();
    expect(within(facts).getByText('12:15 PM (Central Time)')).toBeInTheDocument();
    expect(screen.getByText('Park in lot B; we play on field 3.')).toBeInTheDocument();

    const photo = screen.getByRole('img', { name: 'Field 3 from the parking lot' });
    expect(photo).toHaveAttribute('src', apiPaths.image('b'.repeat(32)));
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '320');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('srcset')).toContain(`${apiPaths.image('a'.repeat(32))} 1600w`);

    const coaches = screen.getByRole('heading', { name: 'Coaches' }).closest('section')!;
    expect(within(coaches).getByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(within(coaches).getByText('Former college goalkeeper.')).toBeInTheDocument();

    const question = screen.getByText('What if it rains?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')).toHaveTextContent('We play unless there is lightning.');
  });

  it('reads the details in Spanish where staff wrote them, in English otherwise', async () => {
    serve(session({ details }));
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps/Session/12' });
    await screen.findByRole('heading', { level: 1, name: 'Campamento avanzado' });
    expect(screen.getByText('Estacione en el lote B; jugamos en la cancha 3.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'La cancha 3 desde el estacionamiento' })).toBeInTheDocument();
    expect(screen.getByText('¿Y si llueve?')).toBeInTheDocument();
    // No Spanish answer yet: the English one.
    expect(screen.getByText('We play unless there is lightning.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver en el mapa: Riverside Park (pestaña nueva)' }),
    ).toBeInTheDocument();
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
