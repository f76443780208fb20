import { messages, type Tournament } from '@soccer/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAgeRange, makeTournament } from '../../../testing/factories';
import { type Handler, json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { expectLink, expectToast } from '../../../testing/user-input';
// Loaded up front so the lazy route resolves at once.
import './tournaments-page';

const listPath = '/api/Tournament/GetAllTournaments';
function tournament(ageRangeId: number, ageGroup: string, overrides: Partial<Tournament> = {}): Tournament {
  return makeTournament({
    id: 3,
    tournamentDescription: 'Fast 3v3 games on small fields.',
    // Midnight UTC: a viewer west of UTC must still see the 1st, not the evening before.
    tournamentStartDate: '2030-07-01T00:00:00.000Z',
    hasPromoCode: false,
    ageRange: makeAgeRange(ageRangeId, ageGroup),
    ...overrides,
  });
}

/** Answers the tournament list with `respond`. */
const mockList = (respond: Handler) => mockApi({ [`GET ${listPath}`]: respond });

async function renderTournaments() {
  renderApp(undefined, { route: '/Tournaments' });
  await screen.findByRole('heading', { level: 1, name: messages.tournamentsTitle }, { timeout: 5000 });
}

describe('/Tournaments', { timeout: 30_000 }, () => {
  it('says Full on a full age group and offers its waitlist; open groups register as before', async () => {
    mockList(() =>
      json([
        tournament(11, 'U10 Boys', {
          lastDateToRegister: '2099-06-01',
          ageRange: makeAgeRange(11, 'U10 Boys', { maxTeams: 8, teamsLeft: 0, waitlisted: 2 }),
        }),
        tournament(12, 'U10 Girls', {
          lastDateToRegister: '2099-06-01',
          ageRange: makeAgeRange(12, 'U10 Girls', { maxTeams: 8, teamsLeft: 3, waitlisted: 0 }),
        }),
      ]),
    );
    await renderTournaments();
    await screen.findByRole('link', { name: 'Music City 3v3 Shootout, U10 Boys' }, { timeout: 5000 });
    const [full, open] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(full).getByText('Full')).toBeInTheDocument();
    expect(full).toHaveTextContent('Join waitlist →');
    expect(within(full).getByRole('link', { name: 'Music City 3v3 Shootout, U10 Boys' })).toHaveAttribute(
      'href',
      '/RegisterTournament/11',
    );
    expect(within(open).queryByText('Full')).not.toBeInTheDocument();
    expect(open).toHaveTextContent('Register team →');
  });

  it('shows the note and one card per age group with every field, linking to its registration', async () => {
    mockList(() => json([tournament(11, 'U10 Boys'), tournament(12, 'U10 Girls', { tournamentCost: 1250 })]));
    await renderTournaments();
    expect(screen.getByText(messages.tournamentsNote)).toBeInTheDocument();
    const boys = await screen.findByRole(
      'link',
      { name: 'Music City 3v3 Shootout, U10 Boys' },
      { timeout: 5000 },
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(boys).toHaveAttribute('href', '/RegisterTournament/11');
    expectLink('Music City 3v3 Shootout, U10 Girls', '/RegisterTournament/12', second);
    for (const text of [
      'Fast 3v3 games on small fields.',
      '7/1/2030 – 7/2/2030',
      '$225.00',
      'U10 Boys',
      'Shelby Bottoms Sports Complex',
      '1900 Davidson St',
      'Nashville, TN 37206',
    ])
      expect(first).toHaveTextContent(text);
    expect(second).toHaveTextContent('$1,250.00');
    expect(second).toHaveTextContent('U10 Girls');
  });

  it('shows a loading overlay while the list loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockList(() => new Promise<Response>((resolve) => (answer = resolve)));
    await renderTournaments();
    expect(screen.getByText('Loading tournaments…')).toBeInTheDocument();
    await act(async () => answer(json([tournament(11, 'U10 Boys')])));
    await screen.findByRole('article');
    expect(screen.queryByText('Loading tournaments…')).not.toBeInTheDocument();
  });

  it('toasts a failed status (spec §8)', async () => {
    mockList(() => json({ status: 500, detail: 'Oops' }, 500));
    await renderTournaments();
    await expectToast('Fetch Tournaments failed with status: 500');
  });

  it('toasts a network error', async () => {
    mockList(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderTournaments();
    await expectToast('Error while fetching Tournaments Data: TypeError: Failed to fetch');
  });
});
