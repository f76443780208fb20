import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signIn, signInFromHome, signOut } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { snap } from '../support/screenshots.js';
import {
  accessTokenOf,
  campSessionThroughApi,
  clickStaffMenu,
  day,
  sendContactMessages,
} from '../support/staff.js';

// Fail a step in reasonable time instead of waiting for the whole (long) test timeout.
test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/** A camp that ran last month, made through the catalogue's API with the staff member's token. */
const pastCampSession = (request: APIRequestContext, token: string, campName: string) =>
  campSessionThroughApi(request, token, {
    campName,
    description: 'Ran last month.',
    startOffset: -40,
    endOffset: -36,
    ageRange: 'Ages 6-9',
    cost: 150,
  });

/** The summary's upcoming items: table rows on wide screens, cards on phones. */
const upcomingItems = (page: Page, project: string, label: string) =>
  project === 'phone'
    ? page.getByRole('list', { name: label, exact: true }).getByRole('listitem')
    : page.getByRole('table').first().locator('tbody tr');

test('staff see upcoming sessions first with totals, past ones folded away, and the revenue of a period', async ({
  page,
  request,
  project,
}) => {
  test.setTimeout(240_000);
  const pastName = `E2E Past Camp ${project} ${Date.now().toString(36)}`;
  await signInFromHome(page, demo.staff.email);
  await pastCampSession(request, await accessTokenOf(page), pastName);

  await clickStaffMenu(page, 'Camp sessions');
  await expect(page).toHaveURL(/\/manage$/);
  const upcoming = upcomingItems(page, project, 'Camp sessions');
  await expect(upcoming.first()).toBeVisible();
  // Soonest first: each session starts no earlier than the one above it (other browser tests add
  // sessions of their own; the demo's soonest starts in 14 days). The past one is not among them.
  const starts = (await upcoming.allInnerTexts()).map((text) => {
    const m = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
    return m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : Number.NaN;
  });
  expect(starts.length).toBeGreaterThan(0);
  expect(starts.every((start) => !Number.isNaN(start))).toBe(true);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(starts[0]).toBeLessThanOrEqual(Date.parse(`${day(14)}T00:00:00Z`));
  await expect(page.getByText(pastName)).toBeHidden();

  // Totals: a table footer row on wide screens, a card on phones.
  const totals =
    project === 'phone'
      ? page.getByRole('region', { name: 'Camp sessions: Totals' })
      : page.getByRole('table').first().locator('tfoot tr');
  await expect(totals).toContainText('Totals');
  await expect(totals).toContainText('$');

  const revenue = page.getByRole('region', { name: 'Revenue in a period' });
  await expect(revenue).toContainText('Card payments received in these days');
  await expect(revenue.getByTestId('period-revenue')).toContainText(/Net revenue\s*\$[\d,]+\.\d{2}/);
  await snap(page, project, 'manage', 'office');

  // The past session, folded under 'Past sessions', opens on a click.
  const folded = page.getByText(/^Past sessions \(\d+\)$/);
  await folded.click();
  await expect(page.getByText(pastName).first()).toBeVisible();
  await revenue.getByLabel('From').fill(day(-365));
  await revenue.getByRole('button', { name: 'Show revenue' }).click();
  await expect(revenue.getByTestId('period-revenue')).toContainText(/Received\s*\$/);
  await snap(page, project, 'manage-past-open', 'office');

  await clickStaffMenu(page, 'Tournaments');
  await expect(page).toHaveURL(/\/manageTournaments$/);
  const ageGroups = page.getByTestId('tournament-summary-item');
  await expect(ageGroups.first()).toBeVisible();
  // The soonest tournament of the demo data starts in 5 days, but its registration closed 3 days
  // ago: the age groups still taking registrations come first, then it.
  const closedOn = new Date(`${day(-3)}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC' });
  await expect(ageGroups.first()).not.toContainText(closedOn);
  await expect(ageGroups.filter({ hasText: closedOn }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue in a period' })).toBeVisible();
  await snap(page, project, 'manage-tournaments', 'office');
});

test('staff search, mark and export messages; only an admin changes data retention', async ({
  page,
  request,
  project,
}) => {
  test.setTimeout(300_000);
  const label = `Inbox${project}${Date.now().toString(36)}`;
  await sendContactMessages(request, 2, label);

  await signInFromHome(page, demo.staff.email);
  await clickStaffMenu(page, 'Messages');
  await expect(page).toHaveURL(/\/contacts$/);

  const search = page.getByRole('search', { name: 'Search messages' });
  await search.getByLabel('Search').fill(`visitor1 ${label}`);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/contacts/1/10\\?q=visitor1\\+${label}$`));
  await expect(page.getByTestId('message')).toHaveCount(1);
  const status = page.getByRole('combobox', { name: `Status of the message from Visitor1 ${label}` });
  await expect(status).toHaveValue('new');
  await status.selectOption('replied');
  await expect(status).toHaveValue('replied');
  await snap(page, project, 'contacts-search', 'office');

  // Replied and not: the status filter tells them apart.
  await search.getByLabel('Search').fill(label);
  await search.getByLabel('Status').selectOption('new');
  await expect(page.getByTestId('message')).toHaveCount(1);
  await expect(page.getByTestId('message')).toContainText('Visitor2');
  await search.getByLabel('Status').selectOption('replied');
  await expect(page.getByTestId('message')).toContainText('Visitor1');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^MESSAGES_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('ID,Received,Status,First Name,Last Name,Email,Phone,Subject,Message');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Replied,Visitor1,${label}`);

  // Party inquiries have the same search and status.
  await clickStaffMenu(page, 'Rental inquiries');
  await expect(page.getByRole('search', { name: 'Search rentals' })).toBeVisible();

  // Retention: staff read it, with no way to change it.
  await page.goto('/manage/catalog?tab=retention');
  const retention = page.getByRole('region', { name: 'Data retention' });
  await expect(retention).toContainText('Only an administrator can change the retention period.');
  await expect(retention.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await snap(page, project, 'retention-staff', 'office');

  await signOut(page);
  await signIn(page, demo.admin.email);
  await page.goto('/manage/catalog?tab=retention');
  const form = page.getByRole('form', { name: 'Data retention' });
  await expect(form.getByLabel(/Keep personal details for/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  await snap(page, project, 'retention-admin', 'office');
});
