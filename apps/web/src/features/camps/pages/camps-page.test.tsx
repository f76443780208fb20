import type { CampSession } from '@soccer/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCampSession } from '../../../testing/factories';
import { fretzPark } from '../../../testing/fixtures';
import { type Handler, json, mockApi } from '../../../testing/mock-api';
import { preloadPages } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { expectLink, expectToast, toastArea } from '../../../testing/user-input';
import { setViewportWidth } from '../../../testing/viewport';

await preloadPages('camps', 'campFlyer', 'register');

const sessionsPath = '/api/Camps/GetCampSessions/_allStates';
const statesPath = '/api/Camps/GetAvailableStates';
function session(id: number, overrides: Partial<CampSession> = {}): CampSession {
  return makeCampSession({
    id,
    campStartDate: '2030-06-03',
    campEndDate: '2030-06-07',
    hasPromoCode: false,
    seatsLeft: 3,
    ...overrides,
  });
}

const sessions = [
  session(7),
  session(8, {
    campSpec: {
      id: 3,
      campName: 'Goalkeeper Academy',
      catalogDescription: 'Keepers.',
      attendeeNotes: '',
      es: { campName: '', catalogDescription: '', attendeeNotes: '' },
    },
    campFacility: fretzPark,
    campStartDate: '2030-07-01',
    campEndDate: '2030-07-03',
    campCost: 1195.5,
    seatsLeft: 0,
  }),
];

const sessionsList = `GET ${sessionsPath}`;
const statesList = `GET ${statesPath}`;
/** The two public lists of /Camps, each replaceable by a test. */
const answerCamps = (overrides: Record<string, Handler> = {}) =>
  mockApi({
    [sessionsList]: () => json(sessions),
    [statesList]: () => json(['TN', 'TX']),
    ...overrides,
  });

async function renderCamps(route = '/Camps') {
  const view = renderApp(undefined, { route });
  await screen.findByRole('heading', { level: 1, name: 'Camps' }, { timeout: 5000 });
  return view;
}

describe('/Camps', { timeout: 30_000 }, () => {
  afterEach(() => setViewportWidth(1024));

  it('lists sessions as table rows on wide screens with dates, time, ages, place, cost and seats', async () => {
    answerCamps();
    await renderCamps();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Foundations Skills Camp');
    expect(first).toHaveTextContent('6/3/2030 – 6/7/2030');
    expect(first).toHaveTextContent('9:00 AM - 12:00 PM');
    expect(first).toHaveTextContent('Ages 6-9');
    expect(first).toHaveTextContent('Shelby Bottoms Sports Complex');
    expect(first).toHaveTextContent('Nashville, TN');
    expect(first).toHaveTextContent('$175.00');
    expect(first).toHaveTextContent('3 seats left');
    expect(second).toHaveTextContent('$1,195.50');
    expect(second).toHaveTextContent('Full');
    // A full session offers its waitlist: the register page takes the form onto it.
    expectLink(
      /^Join the waitlist for Goalkeeper Academy/,
      expect.stringMatching(/^\/Register\/\d+$/),
      second,
    );
    expect(within(first).queryByRole('link', { name: /Join the waitlist/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /camp sessions/i })).not.toBeInTheDocument();
  });

  it('shows cards instead of rows on phones', async () => {
    setViewportWidth(375);
    answerCamps();
    await renderCamps();
    await screen.findByRole('link', { name: 'Foundations Skills Camp' }, { timeout: 5000 });
    const names = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(names.map((h) => h.textContent)).toEqual(['Foundations Skills Camp', 'Goalkeeper Academy']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = names[0]?.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('6/3/2030 – 6/7/2030');
    expect(card).toHaveTextContent('Nashville, TN');
    expect(card).toHaveTextContent('$175.00');
    expectLink('Foundations Skills Camp', '/Register/7', card);
    expectLink(/^Details/, '/CampFlyer/1/7', card);
  });

  it('opens the registration when a row is clicked', async () => {
    answerCamps();
    await renderCamps();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const goalkeeperRow = within(table).getByText('Fretz Park Fields').closest('tr') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(goalkeeperRow).getByText('Ages 6-9'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('Details goes to the flyer without opening the registration', async () => {
    answerCamps();
    await renderCamps();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const details = within(table).getByRole('link', { name: 'Details about Goalkeeper Academy, Dallas, TX' });
    expect(details).toHaveAttribute('href', '/CampFlyer/3/8');
    await act(async () => {
      fireEvent.click(details);
    });
    const flyer = await screen.findByRole('img', { name: /Goalkeeper Academy flyer/ }, { timeout: 5000 });
    expect(flyer).toHaveAttribute('src', '/images/flyers/goalkeeper-academy.svg');
    expect(screen.queryByRole('heading', { level: 1, name: 'Register' })).not.toBeInTheDocument();
  });

  it('filters by state with the available states', async () => {
    answerCamps();
    await renderCamps();
    await screen.findByRole('table', {}, { timeout: 5000 });
    const dallas = await screen.findByRole('button', { name: 'Dallas, TX' });
    await act(async () => {
      fireEvent.click(dallas);
    });
    expect(dallas).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table')).toHaveTextContent('Goalkeeper Academy');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'All locations' }));
    });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('toasts the failure texts of spec §8 for both calls', async () => {
    answerCamps({
      [sessionsList]: () => json({ status: 503, detail: 'Down' }, 503),
      [statesList]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await renderCamps();
    await expectToast('Fetch CampSessions failed with status: 503');
    expect(toastArea()).toHaveTextContent(
      'Error while fetching Available States Data: TypeError: Failed to fetch',
    );
    expect(screen.getByText('Camp sessions could not be loaded right now.')).toBeInTheDocument();
  });

  it('toasts a network failure of the session list', async () => {
    answerCamps({ [sessionsList]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderCamps();
    await expectToast('Error while fetching CampSessions Data: TypeError: Failed to fetch');
    expect(toastArea()).not.toHaveTextContent('Available States');
  });

  it('marks the list busy with a loading overlay while fetching', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerCamps({ [sessionsList]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderCamps();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading camp sessions…');
    await act(async () => answer(json(sessions)));
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByText('Loading camp sessions…')).not.toBeInTheDocument();
  });
});

describe('/CampFlyer', { timeout: 30_000 }, () => {
  it.each([
    ['/CampFlyer/1/7', '/images/flyers/foundations-skills-camp.svg', '/Register/7'],
    ['/CampFlyer/4/12', '/images/flyers/little-kickers-camp.svg', '/Register/12'],
    ['/CampFlyer/99/5', '/images/flyers/touchline-camp.svg', '/Register/5'],
  ])('%s shows its flyer, sized, linking to the registration', async (route, src, register) => {
    renderApp(undefined, { route });
    const image = await screen.findByRole('img', { name: /flyer/ }, { timeout: 5000 });
    expect(image).toHaveAttribute('src', src);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1100');
    expect(image.closest('a')).toHaveAttribute('href', register);
  });
});
