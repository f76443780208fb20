import { demo, signIn, signInFromHome } from '../support/auth.js';
import { expect, test } from '../support/fixtures.js';
import { accessTokenOf, openTournamentAgeRange, registerTeam, solvedCaptcha } from '../support/staff.js';

/**
 * Script sent by the public (contact and rental forms, team names) reaches staff pages as text,
 * never as markup: nothing runs, no dialog opens, and the payload reads exactly as typed.
 */
const payload = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>`;

test('public input shows as text on every staff page', async ({ page, request, project }) => {
  // Deliberate, not silent: whether text is escaped does not depend on the viewport, and each
  // run of this test seeds data through the public forms (two proof-of-work solves), so it runs
  // once, in the desktop project. The phone project's staff pages are covered by staff.spec.ts.
  test.skip(
    project !== 'desktop',
    'rendering of text does not depend on width; checked once at desktop width',
  );
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });

  const contact = await request.post('/api/ContactUs/saveContactUsMessage', {
    data: {
      id: 0,
      firstName: 'Xss',
      lastName: 'Tester',
      email: 'xss@example.com',
      telephone: '',
      subject: payload.slice(0, 100),
      message: payload,
      dateCreated: null,
      RecaptchaValue: await solvedCaptcha(request),
    },
  });
  expect(contact.status(), await contact.text()).toBe(200);
  const rental = await request.post('/api/ContactUs/sendFieldRentalMessage', {
    data: {
      id: 0,
      fullName: payload.slice(0, 50),
      email: 'xss@example.com',
      telephone: '6155550100',
      datePreferred: '2030-05-02',
      message: payload,
      RecaptchaValue: await solvedCaptcha(request),
    },
  });
  expect(rental.status(), await rental.text()).toBe(200);

  await page.goto('/Tournaments');
  await signIn(page, demo.coach.email);
  const card = await openTournamentAgeRange(request);
  await registerTeam(request, await accessTokenOf(page), card.ageRange.tournamentAgeRangeId, {
    teamName: payload.slice(0, 100),
    contactPhone: '6155550100',
  });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInFromHome(page, demo.staff.email);
  const pages = [
    '/contacts',
    '/manage/rentals',
    `/TournamentRegistrationReport/${card.id}/${card.ageRange.tournamentAgeRangeId}`,
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByText(payload.slice(0, 40)).first()).toBeVisible();
    expect(await page.locator('main img[src="x"]').count(), path).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});
