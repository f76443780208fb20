import { apiPaths, type CampSession } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { makeCampSession, makeFacility } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('camps');

describe('/Camps in Spanish', () => {
  it('shows the page, its counts, dates and prices in Spanish (es-US)', async () => {
    const facility = makeFacility({ facilityName: 'Riverside Park', city: 'Nashville', state: 'TN' });
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () =>
        json([
          makeCampSession({
            id: 1,
            campFacility: facility,
            seatsLeft: 1,
            campStartDate: '2030-03-14T00:00:00Z',
            campEndDate: '2030-03-18T00:00:00Z',
            campCost: 1195.5,
          }),
          makeCampSession({ id: 2, campFacility: facility, seatsLeft: 0 }),
        ]),
      [`GET ${apiPaths.availableStates}`]: () => json(['TN']),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campamentos' })).toBeInTheDocument();
    expect(document.title).toBe('Campamentos | Touchline Soccer Academy');
    const seats = await screen.findByText('Queda 1 cupo');
    const first = seats.closest<HTMLElement>('.camp-card')!;
    expect(within(first).getByText('14/3/2030 – 18/3/2030')).toBeInTheDocument();
    expect(within(first).getByText('$1,195.50')).toBeInTheDocument();
    expect(within(first).getByText('Fechas')).toBeInTheDocument();
    expect(screen.getByText('Lleno')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Anotarse en la lista de espera de Foundations Skills Camp, Nashville, TN',
      }),
    ).toBeInTheDocument();
  });

  it('shows the ages made from the numbers in Spanish, and staff-written ages as written', async () => {
    const facility = makeFacility({ city: 'Nashville', state: 'TN' });
    const session = (id: number, ages: Partial<CampSession>) =>
      makeCampSession({
        id,
        campFacility: facility,
        campSpec: { ...makeCampSession().campSpec, campName: `Camp ${id}` },
        ...ages,
      });
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () =>
        json([
          session(1, { ageRange: 'Ages 6-9', minAge: 6, maxAge: 9 }),
          session(2, { ageRange: 'Ages 10 and up', minAge: 10, maxAge: null }),
          session(3, { ageRange: 'Ages up to 5', minAge: null, maxAge: 5 }),
          session(4, { ageRange: 'U8 and U10 players', minAge: null, maxAge: null }),
        ]),
      [`GET ${apiPaths.availableStates}`]: () => json(['TN']),
    });
    setViewportWidth(1280);
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps' });
    const table = await screen.findByRole('table');
    const ages = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(ages.map((cells) => cells.find((text) => /años|U8/.test(text ?? '')))).toEqual([
      'De 6 a 9 años',
      'Desde 10 años',
      'Hasta 5 años',
      'U8 and U10 players',
    ]);
  });

  it("shows a camp's Spanish name where staff wrote one, the English name where not", async () => {
    const spanish = makeCampSession({ id: 1 });
    spanish.campSpec.es.campName = 'Campamento de habilidades básicas';
    const english = makeCampSession({ id: 2 });
    english.campSpec = { ...english.campSpec, id: 2, campName: 'Goalkeeper Academy' };
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([spanish, english]),
      [`GET ${apiPaths.availableStates}`]: () => json(['TN']),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps' });
    expect(
      await screen.findByRole('link', { name: 'Campamento de habilidades básicas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Goalkeeper Academy' })).toBeInTheDocument();
    expect(screen.queryByText('Foundations Skills Camp')).not.toBeInTheDocument();
  });
});
