import { apiPaths, localeNames } from '@soccer/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { showTestsIn } from '../testing/catalogs';
import { makeAgeRange, makeCampSession, makeFacility, makeTournament } from '../testing/factories';
import { json, mockApi } from '../testing/mock-api';
import { setUpPageTests } from '../testing/preload-pages';
import { renderApp } from '../testing/render';
import { testConfig } from '../testing/test-config';

/**
 * The translated pages in the pseudo-locale (English written ⟦ƒàńćŷ⟧, made by `lingui compile`):
 * whatever text is left plain on the page did not come from a catalogue. The data the pages show
 * (camp and place names, the brand) is the only plain text allowed.
 */
setUpPageTests('home', 'camps', 'campFlyer', 'tournaments', 'eventRentals', 'about', 'partner', 'contact');

const facility = makeFacility({ facilityName: 'Riverside Park', city: 'Nashville', state: 'TN' });
const session = makeCampSession({ campFacility: facility, seatsLeft: 3 });
const full = makeCampSession({ id: 2, campFacility: facility, seatsLeft: 0 });
const tournament = makeTournament({
  tournamentName: 'Spring Cup',
  tournamentDescription: 'Quick games',
  facility,
  lastDateToRegister: '2099-01-01',
  ageRange: makeAgeRange(4, 'U10 Boys'),
});

/** Every string of the data the pages are given. */
const dataTexts = (() => {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  // The states filter and the places we coach are proper names in every language.
  const places = ['TN', 'TX', 'Tennessee', 'Dallas', 'Texas', 'Stratham', 'New Hampshire'];
  walk([session, full, tournament, site, localeNames, testConfig, places]);
  return [...texts].filter((t) => /[A-Za-z]{2,}/.test(t)).sort((a, b) => b.length - a.length);
})();

/** What is left of a text once pseudo-localised parts and the data are taken out. */
function plainText(text: string): string {
  let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
  for (const data of dataTexts) rest = rest.split(data).join(' ');
  return rest.trim();
}

function untranslated(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript')) continue;
    const rest = plainText(node.textContent ?? '');
    if (/[A-Za-z]{2,}/.test(rest)) found.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value && /[A-Za-z]{2,}/.test(plainText(value))) found.push(`${name}="${value}"`);
    }
  return found;
}

describe('pseudo-locale: no untranslated text on the translated pages', () => {
  it.each([
    '/',
    '/Camps',
    '/CampFlyer/1/1',
    '/Tournaments',
    '/eventrentals',
    '/About',
    '/Partner',
    '/Contact',
    '/no/such/page',
  ])('%s', async (route) => {
    mockApi({
      [`GET ${apiPaths.campSessions('_allStates')}`]: () => json([session, full]),
      [`GET ${apiPaths.availableStates}`]: () => json(['TN', 'TX']),
      [`GET ${apiPaths.allTournaments}`]: () => json([tournament]),
      [`GET ${apiPaths.rentalLocations}`]: () => json([]),
    });
    showTestsIn('pseudo');
    renderApp(undefined, { route });
    await screen.findByRole('heading', { level: 1 });
    if (route === '/Camps') await screen.findAllByText(/Riverside Park/);
    if (route === '/Tournaments') await screen.findByText(/Spring Cup/);
    expect(untranslated()).toEqual([]);
  });
});
