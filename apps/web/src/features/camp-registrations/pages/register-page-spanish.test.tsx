import { apiPaths } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeConsentDocument } from '../../../testing/factories';
import { upcomingCampSession } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { setViewportWidth } from '../../../testing/viewport';
import { getSession, renderRegister } from '../testing/register-fixtures';

setUpPageTests('register');

describe('/Register/{sessionid} in Spanish', () => {
  it('shows the camp panel, the form, its waiver and its errors in Spanish (es-US dates and money)', async () => {
    const session = upcomingCampSession({
      campStartDate: '2030-03-14T00:00:00Z',
      campEndDate: '2030-03-18T00:00:00Z',
      campCost: 1195.5,
      seatsLeft: 3,
    });
    mockApi({
      [getSession]: () => json(session),
      [`GET ${apiPaths.campSessionDocuments(7)}`]: () => json([makeConsentDocument()]),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscripción' })).toBeInTheDocument();
    expect(document.title).toBe('Inscripción | Touchline Soccer Academy');

    const panel = await screen.findByRole('complementary', { name: 'Foundations Skills Camp' });
    expect(within(panel).getByText('Datos del campamento')).toBeInTheDocument();
    expect(within(panel).getByText('14/3/2030 – 18/3/2030')).toBeInTheDocument();
    expect(within(panel).getByText('$1,195.50')).toBeInTheDocument();
    expect(within(panel).getByText('Cupos libres')).toBeInTheDocument();
    expect(within(panel).getByText('Qué traer')).toBeInTheDocument();

    const player = screen.getByRole('group', { name: 'Jugador' });
    expect(within(player).getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(within(player).getByLabelText(/^Fecha de nacimiento/)).toBeInTheDocument();
    expect(within(player).getByRole('combobox', { name: 'Talla de camiseta' })).toHaveTextContent(
      'Elija una talla',
    );
    expect(screen.getByRole('group', { name: 'Dirección del jugador' })).toBeInTheDocument();
    expect(screen.getByText('Aquí le enviaremos la confirmación del pago.')).toBeInTheDocument();

    // The waiver: its text as staff wrote it (one place renders it), everything around it in Spanish.
    const waivers = screen.getByRole('group', { name: 'Exenciones y autorizaciones' });
    expect(within(waivers).getByRole('region', { name: 'Liability waiver' })).toHaveTextContent(
      'Soccer is a contact sport.',
    );
    expect(within(waivers).getByText('Exención de responsabilidad, versión 2')).toBeInTheDocument();
    const accept = within(waivers).getByRole('checkbox', {
      name: 'Lo he leído y lo acepto: Liability waiver',
    });
    expect(accept).not.toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Inscribir' }));
    expect(
      await within(player).findByText('Nombre del jugador: este dato es obligatorio.'),
    ).toBeInTheDocument();
    expect(
      within(waivers).getByText('Lea y acepte este documento para completar la inscripción.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Corrija los errores y vuelva a enviar')).toBeInTheDocument();
  });
});
