import { apiPaths, type CampSession, dayIn } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import { showTestsIn } from '../../../testing/catalogs';
import { makeCampSession } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('campSession', 'camps');

/** A day `n` days from today in Chicago, as the API sends a window's last day. */
const inDays = (n: number) =>
  new Date(Date.parse(`${dayIn('America/Chicago', new Date())}T00:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10);
const early = inDays(10);
const late = inDays(40);
/** $150 until `early`, $175 until `late`, then $200. */
const windowed = (overrides: Partial<CampSession> = {}) =>
  makeCampSession({
    id: 12,
    campCost: 200,
    timeZone: 'America/Chicago',
    priceWindows: [
      { until: early, cost: 150 },
      { until: late, cost: 175 },
    ],
    ...overrides,
  });
const serve = (...sessions: CampSession[]) =>
  mockApi({ [`GET ${apiPaths.campSessions('_allStates')}`]: () => json(sessions) });

describe('a session with price windows', () => {
  afterEach(() => showTestsIn('en'));

  it('shows the early price on its page, until when, and the price after', async () => {
    serve(windowed());
    renderApp(undefined, { route: '/Camps/Session/12' });
    const facts = (await screen.findByText('Price')).closest('dl')!;
    expect(within(facts).getByText('$150.00')).toBeInTheDocument();
    expect(within(facts).getByText(`until ${localDate(early)}, then $175.00`)).toBeInTheDocument();
    expect(within(facts).queryByText('$200.00')).not.toBeInTheDocument();
  });

  it('after every window: the session’s own price, and no "until"', async () => {
    serve(
      windowed({
        priceWindows: [
          { until: inDays(-20), cost: 150 },
          { until: inDays(-1), cost: 175 },
        ],
      }),
    );
    renderApp(undefined, { route: '/Camps/Session/12' });
    const facts = (await screen.findByText('Price')).closest('dl')!;
    expect(within(facts).getByText('$200.00')).toBeInTheDocument();
    expect(within(facts).queryByText(/until/)).not.toBeInTheDocument();
  });

  it('shows the spec’s price alone where no window is set', async () => {
    serve(makeCampSession({ id: 12, campCost: 175 }));
    renderApp(undefined, { route: '/Camps/Session/12' });
    const facts = (await screen.findByText('Price')).closest('dl')!;
    expect(within(facts).getByText('$175.00')).toBeInTheDocument();
    expect(facts.querySelector('.price-window')).toBeNull();
  });

  it('in the list of camps: the price now and until when, other sessions at their own prices', async () => {
    serve(windowed({ id: 12 }), makeCampSession({ id: 13, campCost: 120 }));
    renderApp(undefined, { route: '/Camps' });
    expect((await screen.findAllByText(`until ${localDate(early)}, then $175.00`)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('$150.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$120.00').length).toBeGreaterThan(0);
  });

  it('reads in Spanish', async () => {
    serve(windowed());
    showTestsIn('es');
    renderApp(undefined, { route: '/Camps/Session/12' });
    const facts = (await screen.findByText('Precio')).closest('dl')!;
    expect(within(facts).getByText(localMoney(150))).toBeInTheDocument();
    expect(
      within(facts).getByText(`hasta el ${localDate(early)}; después, ${localMoney(175)}`),
    ).toBeInTheDocument();
  });
});
