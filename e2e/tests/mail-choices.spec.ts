import { signIn, signInAsNewAccount, signOut } from '../support/auth.js';
import { fillCampRegistration, openCampFromCamps, playerFor, submitRegistration } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { expectNoSeriousA11yViolations } from '../support/visitor.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

const password = 'Kickoff-2025!';

/** A family's mail choices (decision 0069): its own page, and the unsubscribe link of a reminder. */
test('a family turns a kind of mail off on its Mail choices page', async ({ page, project }) => {
  await signInAsNewAccount(page, 'Mona Mails', `mail-choices-${project}`);
  await page.goto('/Household');
  await page.getByRole('link', { name: 'Mail choices' }).click();
  await page.waitForURL((url) => url.pathname === '/MailChoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail choices' })).toBeVisible();
  const news = page.getByRole('switch', { name: /News from the office/ });
  await expect(news).toBeChecked();
  await expect(page.getByText(/Payment receipts, refunds and safety messages/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, project, 'page', 'mail-choices');

  await news.click();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByText('✓ Your mail choices are saved.')).toBeVisible();
  await snap(page, project, 'saved', 'mail-choices');
  await page.reload();
  await expect(page.getByRole('switch', { name: /News from the office/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Reminders before a camp or tournament/ })).toBeChecked();

  await page.goto('/MailChoices?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias de correo' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Noticias de la oficina/ })).not.toBeChecked();
  await snap(page, project, 'page-es', 'mail-choices');
  await page.goto('/MailChoices?lang=en');
});

test('the unsubscribe link of a reminder in the mailbox works without signing in and stops only its kind', async ({
  page,
  project,
}) => {
  test.setTimeout(240_000);
  const email = await signInAsNewAccount(page, 'Uma Unsubscribe', `unsubscribe-${project}`);
  // An unpaid seat: its reminder comes a minute later (REMINDER_HOLD_MINUTES in the test stack).
  await openCampFromCamps(page, 'Foundations Skills Camp', 'Nashville');
  await fillCampRegistration(page, playerFor('Ulla', project));
  await submitRegistration(page);
  const reminder = await waitForMail(
    (m) => m.to.some((to) => to.address === email) && m.subject.startsWith('Your seat is held until'),
    180_000,
  );
  const link = /Unsubscribe with one click: (\S+)/.exec(reminder.text ?? '')?.[1];
  expect(link).toMatch(/\/api\/MailChoices\/Unsubscribe\?token=.+\.seatReminders\..+&lang=en$/);
  await page.setContent(reminder.html ?? '');
  await snap(page, project, 'reminder-mail', 'mail-choices');

  // Signed out, as from a mail program: the page asks first (a link scanner changes nothing).
  await page.goto('/');
  await signOut(page);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(/Stop reminders about an unpaid seat or a waitlist offer/)).toBeVisible();
  await snap(page, project, 'unsubscribe-page', 'mail-choices');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await snap(page, project, 'unsubscribed', 'mail-choices');

  // An altered link is refused plainly.
  const altered = await page.goto(link!.replace('seatReminders', 'officeNews'));
  expect(altered?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await snap(page, project, 'bad-link', 'mail-choices');

  // Only that kind is off.
  await page.goto('/');
  await signIn(page, email, password);
  await page.goto('/MailChoices');
  await expect(page.getByRole('switch', { name: /Seat and waitlist reminders/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Reminders before a camp or tournament/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /News from the office/ })).toBeChecked();
});
