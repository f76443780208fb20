import { apiPaths } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { fakeSession } from '../../../testing/fake-auth-client';
import { loneStarTournament } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('registerTournament');

describe('/RegisterTournament/{ageRangeId} in Spanish', () => {
  it('shows the tournament, the coach and player fields and their errors in Spanish', async () => {
    mockApi({
      [`GET ${apiPaths.tournamentByAgeRange(12)}`]: () => json(loneStarTournament()),
      [`GET ${apiPaths.tournamentDocuments(3)}`]: () => json([]),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, {
      route: '/RegisterTournament/12',
      session: fakeSession({ name: 'Casey Coach', email: 'coach@example.com' }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inscriba a su equipo en el torneo' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Torneo' });
    expect(await within(summary).findByText('14/3/2030 – 15/3/2030')).toBeInTheDocument();
    expect(within(summary).getByText('$395.00')).toBeInTheDocument();
    expect(within(summary).getByText('Hasta 8 jugadores')).toBeInTheDocument();
    expect(within(summary).getByText('Costo por equipo')).toBeInTheDocument();

    const first = await screen.findByRole('group', { name: 'Jugador 1' });
    expect(screen.getByRole('heading', { name: 'Datos del entrenador' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Integrantes del equipo' })).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: /^Nombre completo del jugador/ })).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: /^Sexo/ })).toHaveTextContent('Elija…');
    expect(screen.getByText('1 de hasta 8 jugadores')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Inscribir al equipo' }));
    expect(await screen.findByText('Nombre del equipo: este dato es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Corrija los errores y vuelva a enviar')).toBeInTheDocument();
  });
});
