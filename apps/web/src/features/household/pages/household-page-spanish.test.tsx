import { apiPaths } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeHouseholdPlayer } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('household');

describe('/Household in Spanish', () => {
  it('shows the players, the contacts form and the player dialog in Spanish (es-US dates)', async () => {
    mockApi({
      [`GET ${apiPaths.household}`]: () =>
        json({ players: [makeHouseholdPlayer({ birthDate: '2016-05-04' })], contacts: null, pickups: [] }),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/Household', session: fakeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi familia' })).toBeInTheDocument();
    const player = await screen.findByTestId('household-player');
    expect(within(player).getByText(/Nació el 4\/5\/2016/)).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Segundo padre, madre o tutor (opcional)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar los contactos' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Agregar un jugador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar un jugador' });
    const gender = within(dialog).getByRole('combobox', { name: /^Sexo/ });
    expect(within(gender).getByRole('option', { name: 'Femenino' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Talla de camiseta/ })).toHaveTextContent(
      'Juvenil M',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar el jugador' }));
    expect(
      await within(dialog).findByText('Nombre del jugador: este dato es obligatorio.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
