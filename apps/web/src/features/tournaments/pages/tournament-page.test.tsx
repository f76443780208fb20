import { apiPaths, type Tournament, type TournamentDetails } from '@soccer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeAgeRange, makeFacility, makeTournament } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('tournament', 'tournaments');

const image = (hash: string, width: number, height: number) => ({ hash: hash.repeat(32), width, height });
const details: TournamentDetails = {
  attendeeNotes: 'Two jerseys (light and dark), shin guards and water.',
  venueNotes: 'Park in lot B; fields 3 to 6 are behind the clubhouse.',
  es: { attendeeNotes: 'Dos camisetas (clara y oscura), espinilleras y agua.', venueNotes: '' },
  photos: [
    {
      images: { large: image('a', 1600, 1067), small: image('b', 480, 320) },
      alt: 'Fields 3 to 6 from the clubhouse',
      es: { alt: 'Las canchas 3 a 6 desde la casa club' },
    },
  ],
  questions: [
    {
      question: 'Is there shade?',
      answer: 'Bring a tent: the fields have none.',
      es: { question: '¿Hay sombra?', answer: '' },
    },
  ],
};

/** The public list: one entry per age group of tournament 2 (and another tournament). */
const groups = (overrides: Partial<Tournament> = {}): Tournament[] => {
  const base = makeTournament({
    id: 2,
    tournamentName: 'Summer Slam 3v3',
    tournamentDescription: 'Three games guaranteed for every team.',
    es: { tournamentName: 'Gran torneo de verano 3v3', tournamentDescription: '' },
    facility: makeFacility({
      facilityName: 'Cup Park',
      addressLine1: '5 Goal Ln',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75254',
    }),
    tournamentStartDate: '2030-07-01',
    tournamentEndDate: '2030-07-02',
    lastDateToRegister: '2030-06-20',
    minNumberOfGames: 3,
    maxNumberOfPlayers: 6,
    tournamentCost: 300,
    hasPromoCode: false,
    details,
    cancellationPolicy: { fullRefundDays: 30, feeDays: 10, fee: { kind: 'amount', cents: 5_000 } },
    ...overrides,
  });
  return [
    { ...base, ageRange: makeAgeRange(5, 'U10 Boys', { maxTeams: 8, teamsLeft: 3 }) },
    { ...base, ageRange: makeAgeRange(6, 'U12 Girls', { maxTeams: 4, teamsLeft: 0, waitlisted: 2 }) },
    makeTournament({ id: 9, tournamentName: 'Fall Cup', ageRange: makeAgeRange(20, 'U14') }),
  ];
};

const serve = (list: Tournament[]) => mockApi({ [`GET ${apiPaths.allTournaments}`]: () => json(list) });

describe('/Tournaments/{tournamentid}', () => {
  it('shows the tournament: dates, price, age groups with Register or the waitlist, address with a map, what to bring, photos and questions', async () => {
    serve(groups());
    renderApp(undefined, { route: '/Tournaments/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Slam 3v3' })).toBeInTheDocument();
    const facts = screen.getByText('Date').closest('dl')!;
    expect(within(facts).getByText('7/1/2030 – 7/2/2030')).toBeInTheDocument();
    expect(within(facts).getByText('$300.00 per team')).toBeInTheDocument();
    expect(within(facts).getByText('At least 3 games per team')).toBeInTheDocument();
    expect(within(facts).getByText('Up to 6 players per team')).toBeInTheDocument();
    expect(within(facts).getByText('Register by 6/20/2030')).toBeInTheDocument();

    expect(screen.getByText('3 places left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register team: U10 Boys' })).toHaveAttribute(
      'href',
      '/RegisterTournament/5',
    );
    expect(screen.getByRole('link', { name: 'Join waitlist: U12 Girls' })).toHaveAttribute(
      'href',
      '/RegisterTournament/6',
    );
    // Another tournament's age group is not on this page.
    expect(screen.queryByText('U14')).not.toBeInTheDocument();

    expect(screen.getByText('Three games guaranteed for every team.')).toBeInTheDocument();
    const map = screen.getByRole('link', { name: 'Open in a map: Cup Park (new tab)' });
    expect(map).toHaveTextContent('Open in a map');
    expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Cup Park, 5 Goal Ln, Dallas, TX 75254')}`,
    );
    const where = screen.getByRole('heading', { name: 'Where' }).closest('section')!;
    expect(within(where).getByText(details.venueNotes)).toBeInTheDocument();
    const bring = screen.getByRole('heading', { name: 'What to bring' }).closest('section')!;
    expect(within(bring).getByText(details.attendeeNotes)).toBeInTheDocument();

    const photo = screen.getByRole('img', { name: 'Fields 3 to 6 from the clubhouse' });
    expect(photo).toHaveAttribute('src', apiPaths.image('b'.repeat(32)));
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '320');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('srcset')).toContain(`${apiPaths.image('a'.repeat(32))} 1600w`);

    const question = screen.getByText('Is there shade?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')).toHaveTextContent('Bring a tent: the fields have none.');
    const policy = screen.getByRole('heading', { name: 'Cancellation policy' }).closest('section')!;
    expect(policy).toHaveTextContent(
      'Full refund until 30 days before the start; refund less a $50.00 fee until 10 days before; no refund after that.',
    );
    expect(screen.getByRole('link', { name: 'See all tournaments' })).toHaveAttribute('href', '/Tournaments');
    await waitFor(() =>
      expect(document.title).toBe('Summer Slam 3v3, Dallas, TX | Touchline Soccer Academy'),
    );
  });

  it('shows no empty section, and no Register once registration has closed', async () => {
    serve(
      groups({
        tournamentDescription: '',
        lastDateToRegister: '2020-01-01',
        details: undefined,
        cancellationPolicy: undefined,
      }),
    );
    renderApp(undefined, { route: '/Tournaments/2' });
    await screen.findByRole('heading', { level: 1, name: 'Summer Slam 3v3' });
    for (const heading of [
      'About the tournament',
      'What to bring',
      'Photos of the venue',
      'Questions and answers',
      'Cancellation policy',
    ])
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where' })).toBeInTheDocument();
    expect(screen.getByText('Registration closed')).toBeInTheDocument();
    expect(screen.getByText('U10 Boys')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Register team/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Join waitlist/ })).not.toBeInTheDocument();
  });

  it('reads in Spanish: the texts staff wrote in Spanish, the English ones where none', async () => {
    serve(groups());
    showTestsIn('es');
    renderApp(undefined, { route: '/Tournaments/2' });
    await screen.findByRole('heading', { level: 1, name: 'Gran torneo de verano 3v3' });
    expect(screen.getByText(details.es.attendeeNotes)).toBeInTheDocument();
    // No Spanish venue notes, description or answer: the English ones.
    expect(screen.getByText(details.venueNotes)).toBeInTheDocument();
    expect(screen.getByText('Three games guaranteed for every team.')).toBeInTheDocument();
    expect(screen.getByText('Bring a tent: the fields have none.')).toBeInTheDocument();
    expect(screen.getByText('¿Hay sombra?')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Las canchas 3 a 6 desde la casa club' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Qué traer' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Política de cancelación' }).closest('section'),
    ).toHaveTextContent('Reembolso completo hasta 30 días antes del inicio');
    expect(screen.getByText('Quedan 3 lugares')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribir equipo: U10 Boys' })).toHaveAttribute(
      'href',
      '/RegisterTournament/5',
    );
    expect(
      screen.getByRole('link', { name: 'Ver en el mapa: Cup Park (pestaña nueva)' }),
    ).toBeInTheDocument();
  });

  it('says a tournament that is not open is not found, with the way to the open ones', async () => {
    serve(groups());
    renderApp(undefined, { route: '/Tournaments/77' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tournament is not open' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tournaments' })).toHaveAttribute('href', '/Tournaments');
  });

  it('is linked from each card of the tournament list', async () => {
    serve(groups());
    renderApp(undefined, { route: '/Tournaments' });
    const links = await screen.findAllByRole('link', {
      name: 'Tournament page for Summer Slam 3v3, Dallas, TX: dates, address, what to bring and questions',
    });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/Tournaments/2');
  });
});
