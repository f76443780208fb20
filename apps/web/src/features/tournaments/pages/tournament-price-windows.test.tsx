import { apiPaths, dayIn, type Tournament } from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../lib/i18n/formats';
import { makeAgeRange, makeTournament } from '../../../testing/factories';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';

setUpPageTests('tournament', 'tournaments');

const early = new Date(Date.parse(`${dayIn('America/Chicago', new Date())}T00:00:00Z`) + 7 * 86_400_000)
  .toISOString()
  .slice(0, 10);
const windowed: Tournament = makeTournament({
  id: 2,
  tournamentName: 'Summer Slam 3v3',
  tournamentCost: 300,
  timeZone: 'America/Chicago',
  priceWindows: [{ until: early, cost: 250 }],
  lastDateToRegister: '2099-06-20',
  ageRange: makeAgeRange(5, 'U10 Boys'),
});

describe('a tournament with an early-bird price', () => {
  it('shows it per team on its page, until when, and the price after', async () => {
    mockApi({ [`GET ${apiPaths.allTournaments}`]: () => json([windowed]) });
    renderApp(undefined, { route: '/Tournaments/2' });
    const facts = (await screen.findByText('$250.00 per team')).closest('dl')!;
    expect(within(facts).getByText(`until ${localDate(early)}, then $300.00`)).toBeInTheDocument();
  });

  it('on the list of tournaments', async () => {
    mockApi({ [`GET ${apiPaths.allTournaments}`]: () => json([windowed]) });
    renderApp(undefined, { route: '/Tournaments' });
    expect(await screen.findByText('$250.00 per team')).toBeInTheDocument();
    expect(screen.getByText(`until ${localDate(early)}, then $300.00`)).toBeInTheDocument();
  });
});
