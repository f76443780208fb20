import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { signInAsNewAccount } from '../support/auth.js';
import { campRegistrationOf, playerFor, registerAndPay } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

/** The events of an .ics as a calendar app reads them (ical.js, with the file's own VTIMEZONE). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      summary: event.summary,
      location: event.location,
      description: event.description,
      timeZone: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      startsAt: event.startDate.toJSDate().toISOString(),
    };
  });
}

test('a parent pays for a camp, adds it to the calendar from My Registrations, and subscribes to the feed', async ({
  page,
  project,
}) => {
  const email = await signInAsNewAccount(page, 'Cal Endar', `calendar-${project}`);
  const player = playerFor('Kalani', project);
  // Dallas's Foundations camp: five mornings, 8:30 AM to 11:30 AM in Dallas (America/Chicago).
  const { id } = await registerAndPay(page, 'Foundations Skills Camp', 'Dallas', player);

  // The payment mail carries the same days as an attachment.
  const mail = (await waitForMail(
    (m) => m.subject.startsWith('Payment received') && m.to.some((t) => t.address === email),
  )) as { attachments?: { fileName: string; contentType: string }[] };
  expect(mail.attachments?.map((a) => a.fileName)).toEqual([`calendar-camp-${id}.ics`]);

  await page.goto('/MyRegistrations');
  const row = campRegistrationOf(page, player);
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Add to calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`calendar-camp-${id}.ics`);
  const events = eventsOf(await readFile((await download.path()) ?? '', 'utf8'));
  expect(events).toHaveLength(5);
  for (const e of events) {
    expect(e).toMatchObject({
      summary: `Foundations Skills Camp (${player.first})`,
      timeZone: 'America/Chicago',
    });
    expect(e.location).toContain('Fretz Park Fields');
    expect(e.description).toContain('Daily times: 8:30 AM - 11:30 AM');
    expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}T08:30:00$/);
    expect(e.end).toMatch(/^\d{4}-\d{2}-\d{2}T11:30:00$/);
    // 8:30 in Dallas is 13:30 or 14:30 UTC, depending on daylight saving time.
    expect(e.startsAt).toMatch(/T1[34]:30:00\.000Z$/);
  }
  // One event a day, on consecutive days.
  const days = events.map((e) => Date.parse(`${e.start.slice(0, 10)}T00:00:00Z`));
  expect(days.slice(1).map((d, i) => (d - days[i]!) / 86_400_000)).toEqual([1, 1, 1, 1]);
  await snap(page, project, 'my-registrations', 'calendar');

  // The private feed: made once, shown once, read by a calendar app over HTTP.
  const section = page.getByRole('region', { name: 'Your calendar feed' });
  await section.getByRole('button', { name: 'Get my calendar link' }).click();
  const link = section.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/.+\/api\/Calendar\/Feed\/[\w-]{43}$/);
  await snap(page, project, 'feed-link', 'calendar');
  await expectNoSeriousA11yViolations(page);
  const first = await link.inputValue();
  const feedUrl = first.replace(/^webcal:/, new URL(page.url()).protocol);
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['cache-control']).toBe('private, no-store');
  expect(eventsOf(await feed.text()).map((e) => e.start)).toEqual(events.map((e) => e.start));

  // A new link: the old one stops working.
  await section.getByRole('button', { name: 'Revoke and make a new link' }).click();
  await expect(link).not.toHaveValue(first);
  await expect(link).toHaveValue(/^webcal:\/\//);
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});
