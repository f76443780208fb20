import { allStates, apiPaths } from '@soccer/contracts';
import { describe, expect, it } from 'vitest';
import { loneStarTournament, strikerSchoolRosterItem, upcomingCampSession } from '../testing/fixtures';
import { testConfig } from '../testing/test-config';
import { renderPage } from './server-render';

// The browser's half (hydrating this markup without a mismatch) runs in real Chromium:
// e2e/tests/html-first.spec.ts. One test process cannot hold a server and a client render of
// the same context objects.

const session = upcomingCampSession();
const tournament = loneStarTournament();

/** The markup of `html`'s first `<h1>`. */
const headingOf = (html: string) => /<h1\b[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe('server render', () => {
  it.each([
    ['/', 'Touchline Soccer Academy'],
    ['/About', 'About'],
    ['/Partner', 'Partner'],
    ['/Contact', 'Contact'],
    ['/eventrentals', 'Field Rentals'],
    ['/CampFlyer/1/1', 'Camp Flyer'],
  ])('renders %s for a visitor: its heading, the header and footer, no script', async (path, title) => {
    const page = await renderPage(path, testConfig);
    expect(headingOf(page.body)).toBe(title);
    expect(page.body).toContain('Sign In');
    expect(page.body).toContain('<footer');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Initializing');
    expect(page.head).not.toContain('<script');
  });

  it('renders the camp sessions it is given, in both layouts (the width is not known)', async () => {
    const page = await renderPage('/Camps', testConfig, {
      [apiPaths.campSessions(allStates)]: [session],
      [apiPaths.availableStates]: ['TN'],
    });
    expect(headingOf(page.body)).toBe('Camps');
    expect(page.body.match(new RegExp(session.campSpec.campName, 'g'))?.length).toBeGreaterThanOrEqual(2);
    expect(page.body).toContain('camps-small-view');
    expect(page.body).toContain('camps-large-view');
  });

  it('renders the tournaments it is given, and the lists do not outlive the render', async () => {
    const lists = { [apiPaths.allTournaments]: [tournament] };
    expect((await renderPage('/Tournaments', testConfig, lists)).body).toContain(tournament.tournamentName);
    // The next render without lists shows the loading placeholder, not the last render's data.
    const next = await renderPage('/Tournaments', testConfig);
    expect(next.body).not.toContain(tournament.tournamentName);
    expect(next.body).toContain('loading-placeholder');
  });

  it('renders a camp session’s page complete, with its head data: Schema.org Event with the facility’s offset', async () => {
    const open = {
      ...session,
      timeBlock: '9:00 AM - 12:00 PM',
      campStartDate: '2030-06-10',
      campEndDate: '2030-06-14',
      timeZone: 'America/New_York',
      cancellationPolicy: { fullRefundDays: 14, feeDays: 7, fee: { kind: 'percent' as const, percent: 20 } },
    };
    const lists = { [apiPaths.campSessions(allStates)]: [open] };
    const page = await renderPage(`/Camps/Session/${open.id}`, testConfig, lists);
    expect(headingOf(page.body)).toBe(open.campSpec.campName);
    expect(page.body).toContain('Full refund until 14 days before the start');
    expect(page.body).toContain(`href="/Register/${open.id}"`);
    expect(page.body).toContain('https://www.google.com/maps/search/?api=1&amp;query=');
    expect(page.body).not.toContain('<script');
    expect(page.meta.status).toBeUndefined();
    expect(page.meta.title).toContain(open.campSpec.campName);
    expect(page.meta.jsonLd).toMatchObject({
      '@type': 'Event',
      name: open.campSpec.campName,
      startDate: '2030-06-10T09:00:00-04:00',
      endDate: '2030-06-14T12:00:00-04:00',
      url: `/Camps/Session/${open.id}`,
      offers: { price: open.campCost.toFixed(2), priceCurrency: 'USD', url: `/Register/${open.id}` },
      location: { address: { addressLocality: open.campFacility.city } },
    });

    const spanish = await renderPage(`/Camps/Session/${open.id}`, testConfig, lists, 'es');
    expect(spanish.body).toContain('Reembolso completo hasta 14 días antes del inicio');
    expect(spanish.meta.jsonLd).toMatchObject({ inLanguage: 'es' });

    const missing = await renderPage('/Camps/Session/424242', testConfig, lists);
    expect(missing.meta).toEqual({ status: 404 });
    expect(headingOf(missing.body)).toBe('This camp session is not open');
    // The next page declares nothing of this one's.
    expect((await renderPage('/About', testConfig)).meta).toEqual({});
  });

  it('renders a tournament’s page complete, with its details and head data: Schema.org Event, an offer per age group', async () => {
    const open = {
      ...tournament,
      tournamentStartDate: '2030-07-01',
      tournamentEndDate: '2030-07-02',
      lastDateToRegister: '2030-06-20',
      details: {
        attendeeNotes: 'Two jerseys and water.',
        venueNotes: 'Park in lot B.',
        es: { attendeeNotes: 'Dos camisetas y agua.', venueNotes: '' },
        photos: [
          {
            images: {
              large: { hash: 'a'.repeat(32), width: 1600, height: 1067 },
              small: { hash: 'b'.repeat(32), width: 480, height: 320 },
            },
            alt: 'The fields',
            es: { alt: 'Las canchas' },
          },
        ],
        questions: [
          { question: 'Is there shade?', answer: 'Bring a tent.', es: { question: '', answer: '' } },
        ],
      },
    };
    const other = {
      ...open,
      ageRange: {
        ...open.ageRange,
        tournamentAgeRangeId: 777,
        ageRangeDescription: 'U14 Girls',
        teamsLeft: 0,
      },
    };
    const lists = { [apiPaths.allTournaments]: [open, other] };
    const page = await renderPage(`/Tournaments/${open.id}`, testConfig, lists);
    expect(headingOf(page.body)).toBe(open.tournamentName);
    expect(page.body).toContain('Two jerseys and water.');
    expect(page.body).toContain('Park in lot B.');
    expect(page.body).toContain('<details><summary>Is there shade?</summary>');
    expect(page.body).toMatch(/<img [^>]*loading="lazy"/);
    expect(page.body).toContain(`href="/RegisterTournament/${open.ageRange.tournamentAgeRangeId}"`);
    expect(page.body).toContain('href="/RegisterTournament/777"');
    expect(page.body).not.toContain('<script');
    expect(page.meta.status).toBeUndefined();
    expect(page.meta.title).toContain(open.tournamentName);
    expect(page.meta.jsonLd).toMatchObject({
      '@type': 'Event',
      name: open.tournamentName,
      startDate: '2030-07-01',
      endDate: '2030-07-02',
      url: `/Tournaments/${open.id}`,
      image: [{ '@type': 'ImageObject', url: apiPaths.image('a'.repeat(32)) }],
      location: { address: { addressLocality: open.facility.city } },
      offers: [
        { name: open.ageRange.ageRangeDescription, availability: 'https://schema.org/InStock' },
        { name: 'U14 Girls', availability: 'https://schema.org/SoldOut', url: '/RegisterTournament/777' },
      ],
    });

    const spanish = await renderPage(`/Tournaments/${open.id}`, testConfig, lists, 'es');
    expect(spanish.body).toContain('Dos camisetas y agua.');
    expect(spanish.body).toContain('Park in lot B.');
    expect(spanish.meta.jsonLd).toMatchObject({ inLanguage: 'es' });

    const missing = await renderPage('/Tournaments/424242', testConfig, lists);
    expect(missing.meta).toEqual({ status: 404 });
    expect(headingOf(missing.body)).toBe('This tournament is not open');
  });

  it("draws the coach's roster before the account is known: the session's facts, no prompt, no account (decision 0122)", async () => {
    const facts = strikerSchoolRosterItem();
    const page = await renderPage('/coach/sessions/11?day=2030-06-11', testConfig, {}, 'en', {
      coachSession: facts,
    });
    expect(headingOf(page.body)).toBe('Striker School');
    expect(page.body).toContain('6/10/2030 – 6/12/2030 · 9:00 AM - 12:00 PM · Fretz Park');
    expect(page.body).toContain('Loading rosters…');
    // Neither a sign-in prompt nor a Sign In button: the browser knows whether someone is signed in.
    expect(page.body).not.toContain('Sign In');
    expect(page.body).not.toContain('Please sign in');
    expect(page.body).not.toContain('<script');

    expect(
      headingOf((await renderPage('/coach/sessions/11', testConfig, {}, 'es', { coachSession: facts })).body),
    ).toBe('Escuela de delanteros');
    // Without facts (an archived or unknown session), the page's own title.
    expect(headingOf((await renderPage('/coach/sessions/12', testConfig, {}, 'en', {})).body)).toBe('Roster');
    // The facts and the unknown account do not outlive the render: a visitor's page after it.
    const after = await renderPage('/coach/sessions/11', testConfig);
    expect(after.body).toContain('Please sign in');
    expect(after.body).not.toContain('Striker School');
  });
});
