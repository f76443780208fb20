import { apiPaths, type TextConsent } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeHousehold } from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectToast } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('household');
afterEach(() => setViewportWidth(1024));

const session = fakeSession({ id: 'user-1', name: 'Pat Parker', email: 'pat@example.com' });
const none: TextConsent = { phone: null, consentAt: null, optedOutAt: null };

describe('texts for urgent news on /Household', () => {
  it.each([375, 1280])('opts a number in only with the box ticked, then shows it (%i px)', async (width) => {
    setViewportWidth(width);
    let saved = none;
    const api = mockApi({
      [`GET ${apiPaths.household}`]: () => json(makeHousehold()),
      [`GET ${apiPaths.householdTexts}`]: () => json(saved),
      [`PUT ${apiPaths.householdTexts}`]: () => {
        saved = { phone: '+16155550110', consentAt: '2030-05-01T15:00:00.000Z', optedOutAt: null };
        return json(saved);
      },
    });
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    const section = await screen.findByRole('region', { name: 'Texts for urgent news' });
    await user.type(within(section).getByRole('textbox', { name: /^Mobile phone/ }), '(615) 555-0110');
    await user.click(within(section).getByRole('button', { name: 'Save my number for texts' }));
    expect(
      await within(section).findByText('Tick the box to agree to receive text messages.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`PUT ${apiPaths.householdTexts}`)).toHaveLength(0);

    await user.click(within(section).getByRole('checkbox', { name: /I agree to receive text messages/ }));
    await user.click(within(section).getByRole('button', { name: 'Save my number for texts' }));
    await expectToast('Your number is saved: urgent news will also come by text.');
    expect(api.callsTo(`PUT ${apiPaths.householdTexts}`)[0]?.body).toEqual({
      phone: '(615) 555-0110',
      consent: true,
    });
    expect(await within(section).findByTestId('text-consent-state')).toHaveTextContent(
      'Urgent texts go to +16155550110',
    );
  });

  it('says when the number replied STOP', async () => {
    mockApi({
      [`GET ${apiPaths.household}`]: () => json(makeHousehold()),
      [`GET ${apiPaths.householdTexts}`]: () =>
        json({
          phone: '+16155550110',
          consentAt: '2030-05-01T15:00:00.000Z',
          optedOutAt: '2030-05-02T15:00:00.000Z',
        }),
    });
    renderApp(undefined, { route: '/Household', session });
    expect(await screen.findByTestId('text-consent-state')).toHaveTextContent('+16155550110 replied STOP');
  });

  it('asks for the consent in Spanish', async () => {
    mockApi({
      [`GET ${apiPaths.household}`]: () => json(makeHousehold()),
      [`GET ${apiPaths.householdTexts}`]: () => json(none),
    });
    showTestsIn('es');
    const user = userEvent.setup();
    renderApp(undefined, { route: '/Household', session });
    const section = await screen.findByRole('region', { name: 'Mensajes de texto para avisos urgentes' });
    await user.type(within(section).getByRole('textbox', { name: /^Teléfono celular/ }), '615 555 0110');
    await user.click(within(section).getByRole('button', { name: 'Guardar mi número para mensajes' }));
    expect(
      await within(section).findByText('Marque la casilla para aceptar recibir mensajes de texto.'),
    ).toBeInTheDocument();
  });
});
