import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demo, openMenu, signIn, signOut } from './auth.js';
import { bornYearsAgo } from './birth-dates.js';
import { type Player, registerAndPay } from './camp.js';

/** Helpers for the staff pages' browser test: menu, tokens, and data made through the public API. */

/** Opens the Staff menu in the header (through the phone menu when collapsed) and clicks one of its links. */
export async function clickStaffMenu(page: Page, item: string) {
  await openMenu(page);
  const banner = page.getByRole('banner');
  const staff = banner.getByRole('button', { name: 'Staff', exact: true });
  if ((await staff.getAttribute('aria-expanded')) !== 'true') await staff.click();
  await banner.locator('.dropdown-menu.show').getByRole('link', { name: item, exact: true }).click();
}

/** The signed-in user's access token, read where the site's sign-in client keeps it (localStorage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const { origins } = await page.context().storageState();
  for (const entry of origins.find((o) => o.origin === origin)?.localStorage ?? []) {
    if (!entry.name.startsWith('oidc.user:')) continue;
    const user = JSON.parse(entry.value) as { access_token?: string };
    if (user.access_token) return user.access_token;
  }
  throw new Error('no stored access token: is the page signed in?');
}

interface TournamentCard {
  id: number;
  tournamentName: string;
  lastDateToRegister: string;
  supportsTshirtOffering: boolean;
  ageRange: { tournamentAgeRangeId: number; ageRangeDescription: string };
}

/** The first tournament age range still open for registration (from the public list). */
export async function openTournamentAgeRange(request: APIRequestContext): Promise<TournamentCard> {
  const cards = (await (await request.get('/api/Tournament/GetAllTournaments')).json()) as TournamentCard[];
  const today = new Date().toISOString().slice(0, 10);
  const open =
    cards.find((c) => c.lastDateToRegister >= today && c.supportsTshirtOffering) ??
    cards.find((c) => c.lastDateToRegister >= today);
  if (!open) throw new Error('the demo data has no tournament open for registration');
  return open;
}

/** Registers a team as the token's user, the way the registration form does (POST RegisterTournament). */
export async function registerTeam(
  request: APIRequestContext,
  token: string,
  ageRangeID: number,
  team: { teamName: string; contactPhone: string },
) {
  // Players the age group takes: born on its last allowed day, of its gender when it has one.
  const { ageRange } = (await (
    await request.get(`/api/Tournament/GetTournamentByTournamentAgeRangeId/${ageRangeID}`)
  ).json()) as { ageRange: { birthDateTo: string | null; gender: 'boys' | 'girls' | 'coed' | null } };
  const genderOf = (wanted: 'M' | 'F') =>
    ageRange.gender === 'boys' ? 'M' : ageRange.gender === 'girls' ? 'F' : wanted;
  const member = (playerFullName: string, playerGender: 'M' | 'F', tshirtSize: string) => ({
    id: 0,
    playerFullName,
    playerEmail: '',
    playerDateOfBirth: ageRange.birthDateTo ?? bornYearsAgo(10),
    tshirtSize,
    playerGender: genderOf(playerGender),
    parentFullName: `${playerFullName} Parent`,
    parentPhone: '6155550100',
  });
  const response = await request.post('/api/Tournament/RegisterTournament', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: 0,
      ageRangeID,
      contactName: 'Casey Coach',
      contactEmail: 'coach@example.com',
      contactPhone: team.contactPhone,
      teamName: team.teamName,
      promoCode: '',
      teamMembers: [member('Sam Striker', 'M', 'm'), member('Jo Keeper', 'F', 's')],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number };
}

/** How many contact messages the server holds (the staff list's `x-total-count`). */
export async function contactMessageCount(request: APIRequestContext, staffToken: string): Promise<number> {
  const response = await request.get('/api/ContactUs/GetContactUsMessages/1/10', {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

interface AltchaLib {
  solveChallenge(options: {
    challenge: unknown;
    deriveKey: unknown;
    timeout?: number;
  }): Promise<unknown | null>;
}

/**
 * The ALTCHA proof of work solved in Node, as the widget does in the browser (and as the API's
 * own tests do). altcha-lib is a dependency of the API workspace, so it is loaded from there.
 */
function altcha(): { lib: AltchaLib; deriveKey: unknown } {
  const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
  const lib = require('altcha-lib') as AltchaLib;
  const { deriveKey } = require('altcha-lib/algorithms/sha') as { deriveKey: unknown };
  return { lib, deriveKey };
}

export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/Captcha/challenge');
  expect(response.status()).toBe(200);
  const challenge: unknown = await response.json();
  const { lib, deriveKey } = altcha();
  // No time limit: two solves share this machine's cores with the browser and the server.
  const solution = await lib.solveChallenge({ challenge, deriveKey, timeout: 0 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Sends `count` messages through the public contact endpoint, each with its own solved captcha
 * (two at a time: the proof of work is CPU-bound).
 */
export async function sendContactMessages(request: APIRequestContext, count: number, label: string) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = ++next;
      const response = await request.post('/api/ContactUs/saveContactUsMessage', {
        data: {
          id: 0,
          firstName: `Visitor${n}`,
          lastName: label,
          email: `visitor${n}@example.com`,
          telephone: '6155550142',
          subject: `E2E question ${n}`,
          message: `Do you have room for my daughter? (${label} #${n})`,
          dateCreated: null,
          RecaptchaValue: await solvedCaptcha(request),
        },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** A date `offset` days from today (`YYYY-MM-DD`). */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Today's date at a facility (`YYYY-MM-DD` in its zone): the day its coaches and staff work on,
 * which is the day before UTC's for several hours each evening.
 */
export const todayAt = (timeZone: string) =>
  // en-CA writes dates as YYYY-MM-DD.
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The date `days` after a `YYYY-MM-DD` date. */
export const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The zone of a facility in the staff catalogue (`/api/Admin/Catalog`). */
export function facilityZone(
  catalog: { facilities: { id: number; timeZone: string }[] },
  facilityId: unknown,
) {
  const facility = catalog.facilities.find((f) => f.id === facilityId);
  if (!facility) throw new Error(`facility ${String(facilityId)} not in the catalogue`);
  return facility.timeZone;
}

export interface NewCampSession {
  campName: string;
  startOffset: number;
  days: number;
  cost: string;
  capacity: string;
  /** Its own cancellation policy: full refund until, fee until (days before), fee in dollars. */
  policy?: { fullRefundDays: string; feeDays: string; feeDollars: string };
  /** The camp's description (a default when absent) and its Spanish texts (blank when absent). */
  description?: string;
  spanish?: { campName: string; description: string };
  /** Early-bird and late prices: each a last day (`offset` days from today) and a price in dollars. */
  priceWindows?: { untilOffset: number; cost: string }[];
}

/** On /manage/catalog: a new camp, then a session of it (at the first facility), saved through the dialogs; returns the session's id. */
export async function createCampAndSession(page: Page, s: NewCampSession) {
  await page.getByRole('tab', { name: 'Camps' }).click();
  await page.getByRole('button', { name: 'New camp', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New camp' });
  await dialog.getByLabel(/^Camp name/).fill(s.campName);
  await dialog.getByLabel(/^Description/).fill(s.description ?? 'Small-sided games and lots of touches.');
  if (s.spanish) {
    const spanish = dialog.getByRole('group', { name: 'In Spanish' });
    await spanish.getByLabel(/^Spanish camp name/).fill(s.spanish.campName);
    await spanish.getByLabel(/^Spanish description/).fill(s.spanish.description);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.toast-area')).toContainText('Camp saved.');
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Camp sessions' }).click();
  await page.getByRole('button', { name: 'New camp session' }).click();
  dialog = page.getByRole('dialog', { name: 'New camp session' });
  await dialog.getByLabel('Camp', { exact: false }).first().selectOption({ label: s.campName });
  await dialog.getByLabel(/^Facility/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Start date/).fill(day(s.startOffset));
  await dialog.getByLabel(/^End date/).fill(day(s.startOffset + s.days));
  await dialog.getByLabel(/^Time/).fill('9:00 AM - 12:00 PM');
  await dialog.getByLabel(/^Age range/).fill('Ages 7-10');
  await dialog.getByLabel(/^Cost/).fill(s.cost);
  await dialog.getByLabel(/^Capacity/).fill(s.capacity);
  if (s.policy) {
    await dialog.getByLabel(/Own cancellation policy/).check();
    await dialog.getByLabel(/^Full refund until/).fill(s.policy.fullRefundDays);
    await dialog.getByLabel(/^Refund less the fee until/).fill(s.policy.feeDays);
    await dialog.getByLabel(/^Fee$/).selectOption('amount');
    await dialog.getByLabel(/^Fee \(USD\)/).fill(s.policy.feeDollars);
  }
  for (const [i, w] of (s.priceWindows ?? []).entries()) {
    await dialog.getByRole('button', { name: 'Add a price' }).click();
    await dialog.getByLabel(`Price ${i + 1}: last day`).fill(day(w.untilOffset));
    await dialog.getByLabel(`Price ${i + 1} (USD)`).fill(w.cost);
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.toast-area')).toContainText('Camp session saved.');
  await expect(dialog).toBeHidden();
  // The new session's id, from the public list.
  const sessions = (await (await page.request.get('/api/Camps/GetCampSessions/_allStates')).json()) as {
    id: number;
    campSpec: { campName: string };
  }[];
  return sessions.find((x) => x.campSpec.campName === s.campName)!.id;
}

/** Staff sign in, add a camp with one session (`s`) in the catalogue and sign out; returns the session's id. */
export async function campSessionByStaff(page: Page, s: NewCampSession) {
  await page.goto('/');
  await signIn(page, demo.staff.email);
  await clickStaffMenu(page, 'Catalogue');
  const id = await createCampAndSession(page, s);
  await signOut(page);
  return id;
}

/**
 * The demo parent registers `player` for a camp and pays; then staff sign in on the same page
 * and open that session's registration report.
 */
export async function paidRegistrationOnStaffReport(page: Page, camp: string, city: string, player: Player) {
  await page.goto('/');
  await signIn(page, demo.parent.email);
  const paid = await registerAndPay(page, camp, city, player);
  await signOut(page);
  await signIn(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${paid.sessionId}`);
  return paid;
}

/**
 * On the staff report: opens the Refund dialog of the player's row and asks to refund `amount`
 * dollars for `reason`; returns the dialog.
 */
export async function refundOnReport(page: Page, player: Player, amount: string, reason: string) {
  await page.getByRole('button', { name: `Refund ${player.first} ${player.last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByLabel(/Amount/).fill(amount);
  await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  return dialog;
}

/** On /manage/catalog: a waiver or consent for the camp `campName`, saved through its dialog. */
export async function addCampDocument(
  page: Page,
  campName: string,
  doc: { kind: string; title: string; text: string },
) {
  await page.getByRole('tab', { name: 'Waivers & consents' }).click();
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New waiver or consent' });
  await dialog.getByLabel(/^For/).selectOption('camp');
  await dialog.getByLabel(/^Camp/).selectOption({ label: campName });
  await dialog.getByLabel(/^Kind/).selectOption({ label: doc.kind });
  await dialog.getByLabel(/^Title/).fill(doc.title);
  await dialog.getByLabel(/^Text/).fill(doc.text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.toast-area')).toContainText('Document saved.');
  await expect(dialog).toBeHidden();
}

/** A camp and its one session made through the catalogue's API with a staff member's token. */
export async function campSessionThroughApi(
  request: APIRequestContext,
  token: string,
  s: {
    campName: string;
    description: string;
    /** Days from today of the first and last day. */
    startOffset: number;
    endOffset: number;
    ageRange: string;
    cost: number;
    /** Further catalogue fields (a deposit plan, price windows). */
    extra?: Record<string, unknown>;
  },
): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const catalog = (await (await request.get('/api/Admin/Catalog', { headers })).json()) as {
    facilities: { id: number }[];
  };
  const spec = await request.post('/api/Admin/CampSpecs', {
    headers,
    data: { campName: s.campName, catalogDescription: s.description, attendeeNotes: '', archived: false },
  });
  expect(spec.status(), await spec.text()).toBe(200);
  const session = await request.post('/api/Admin/CampSessions', {
    headers,
    data: {
      campSpecId: (await spec.json()).id,
      facilityId: catalog.facilities[0]!.id,
      campStartDate: day(s.startOffset),
      campEndDate: day(s.endOffset),
      timeBlock: '9:00 AM - 12:00 PM',
      ageRange: s.ageRange,
      campCost: s.cost,
      attendeeCapacity: 12,
      ...s.extra,
    },
  });
  expect(session.status(), await session.text()).toBe(200);
  return (await session.json()).id as number;
}

/**
 * A tournament with one age group made through the catalogue's API with a staff member's token,
 * open for registration; answers its id and the age group's id.
 */
export async function tournamentThroughApi(
  request: APIRequestContext,
  token: string,
  t: { tournamentName: string; ageGroup: string; startOffset: number; maxTeams?: number },
): Promise<{ id: number; ageRangeId: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const { facilities } = (await (await request.get('/api/Admin/Catalog', { headers })).json()) as {
    facilities: { id: number }[];
  };
  const created = await request.post('/api/Admin/Tournaments', {
    headers,
    data: {
      tournamentName: t.tournamentName,
      tournamentDescription: 'Seven-a-side, one team per age group.',
      facilityId: facilities[0]!.id,
      tournamentStartDate: day(t.startOffset),
      tournamentEndDate: day(t.startOffset + 1),
      lastDateToRegister: day(t.startOffset - 10),
      minNumberOfGames: 3,
      maxNumberOfPlayers: 8,
      tournamentCost: 150,
      promoCode: '',
      promoDiscount: 0,
      ageRanges: [{ ageRangeDescription: t.ageGroup, maxTeams: t.maxTeams ?? null }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const cards = (await (await request.get('/api/Tournament/GetAllTournaments')).json()) as {
    id: number;
    tournamentName: string;
    ageRange: { tournamentAgeRangeId: number };
  }[];
  const card = cards.find((c) => c.tournamentName === t.tournamentName)!;
  return { id: card.id, ageRangeId: card.ageRange.tournamentAgeRangeId };
}

/** Staff move a tournament to today and tomorrow (its day on the field); its teams paid while it was upcoming. */
export async function tournamentStartsToday(request: APIRequestContext, token: string, id: number) {
  const headers = { authorization: `Bearer ${token}` };
  const catalog = (await (await request.get('/api/Admin/Catalog', { headers })).json()) as {
    facilities: { id: number; timeZone: string }[];
    tournaments: ({ id: number } & Record<string, unknown>)[];
  };
  const row = catalog.tournaments.find((x) => x.id === id);
  if (!row) throw new Error(`tournament ${id} not in the catalogue`);
  const today = todayAt(facilityZone(catalog, row.facilityId));
  const saved = await request.put(`/api/Admin/Tournaments/${id}`, {
    headers,
    data: {
      ...row,
      tournamentStartDate: today,
      tournamentEndDate: daysAfter(today, 1),
      lastDateToRegister: today,
      rosterDeadline: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
