import { apiPaths } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeAgeRange, makeTournament } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('tournaments');

/** Staff write a tournament's name and description in both languages; each page shows its own. */
const tournaments = () => [
  makeTournament({
    id: 3,
    tournamentName: 'Music City 3v3 Shootout',
    tournamentDescription: 'Fast 3v3 games on small fields.',
    es: {
      tournamentName: 'Torneo 3 contra 3 de Music City',
      tournamentDescription: 'Partidos rápidos de 3 contra 3 en canchas pequeñas.',
    },
    ageRange: makeAgeRange(11, 'U10 Boys'),
  }),
  makeTournament({
    id: 4,
    tournamentName: 'Lone Star Winter Classic',
    tournamentDescription: '7v7 for recreational and club teams.',
    es: { tournamentName: '', tournamentDescription: '' },
    ageRange: makeAgeRange(12, 'U9 Coed'),
  }),
];

describe('/Tournaments, staff-written texts', () => {
  it('the Spanish page shows the Spanish name and description, and the English ones where none is written', async () => {
    mockApi({ [`GET ${apiPaths.allTournaments}`]: () => json(tournaments()) });
    showTestsIn('es');
    renderApp(undefined, { route: '/Tournaments' });
    expect(
      await screen.findByText('Partidos rápidos de 3 contra 3 en canchas pequeñas.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Torneo 3 contra 3 de Music City/ })).toBeInTheDocument();
    expect(screen.queryByText('Fast 3v3 games on small fields.')).not.toBeInTheDocument();
    expect(screen.getByText('7v7 for recreational and club teams.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Lone Star Winter Classic/ })).toBeInTheDocument();
  });

  it('the English page shows the English name and description', async () => {
    mockApi({ [`GET ${apiPaths.allTournaments}`]: () => json(tournaments()) });
    renderApp(undefined, { route: '/Tournaments' });
    expect(
      await screen.findByText('Fast 3v3 games on small fields.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Music City 3v3 Shootout/ })).toBeInTheDocument();
    expect(screen.queryByText(/Partidos rápidos/)).not.toBeInTheDocument();
  });
});
