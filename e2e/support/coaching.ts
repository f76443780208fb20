import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { demo, signIn, signOut } from './auth.js';
import {
  fillCampRegistration,
  type Player,
  payWithCard,
  playerFor,
  startPayment,
  submitRegistration,
  testCards,
} from './camp.js';
import { accessTokenOf, campSessionByStaff, facilityZone, todayAt } from './staff.js';

/** A coach's session five days out: a new camp and session made by staff, as the coach specs need. */
export function coachedSession(page: Page, campName: string): Promise<number> {
  return campSessionByStaff(page, { campName, startOffset: 5, days: 2, cost: '150', capacity: '10' });
}

/**
 * The demo parent registers a child for the session with a medical note on the form and pays by
 * card; signed out after. Returns the player.
 */
export async function paidChildWithMedicalNote(
  page: Page,
  sessionId: number,
  first: string,
  project: string,
  note: string,
): Promise<Player> {
  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}`);
  const player = playerFor(first, project);
  await fillCampRegistration(page, player);
  await page
    .getByRole('textbox', { name: 'Medical conditions, allergies or medications (optional)' })
    .fill(note);
  await submitRegistration(page);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await signOut(page);
  return player;
}

/** Staff move the session's start to today (the coach's day on the field); it was paid for while upcoming. */
export async function startsToday(page: Page, sessionId: number): Promise<void> {
  await signIn(page, demo.staff.email);
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const catalog = (await (await page.request.get('/api/Admin/Catalog', { headers })).json()) as {
    facilities: { id: number; timeZone: string }[];
    campSessions: ({ id: number } & Record<string, unknown>)[];
  };
  const row = catalog.campSessions.find((s) => s.id === sessionId);
  if (!row) throw new Error(`session ${sessionId} not in the catalogue`);
  const saved = await page.request.put(`/api/Admin/CampSessions/${sessionId}`, {
    headers,
    data: { ...row, campStartDate: todayAt(facilityZone(catalog, row.facilityId)) },
  });
  if (!saved.ok()) throw new Error(`moving the session answered ${saved.status()}: ${await saved.text()}`);
  await signOut(page);
}

/** The admin assigns the demo coach to the session through the API (the screens have their own spec). */
export async function assignDemoCoach(page: Page, sessionId: number): Promise<void> {
  await signIn(page, demo.admin.email);
  const assigned = await page.request.post('/api/Admin/CoachAssignments', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { email: demo.coach.email, kind: 'session', itemId: sessionId, group: '' },
  });
  if (assigned.status() !== 201) throw new Error(`coach assignment answered ${assigned.status()}`);
  await signOut(page);
}

/** The text of a downloaded PDF, whitespace folded, to read what a person would see printed. */
export async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
