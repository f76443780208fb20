import { demo, signInAsNewAccount, signInFromHome } from '../support/auth.js';
import { registerAndPay } from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { smsUrl } from '../support/ports.js';
import { snap } from '../support/screenshots.js';

test.use({ actionTimeout: 30_000, navigationTimeout: 30_000 });

/**
 * Messages from the office: a family opts in to urgent texts, staff send an urgent message to its
 * session, see its delivery, and the text shows in the SMS stand-in, where STOP ends the texts.
 */
test('staff send an urgent message; its text reaches the number that opted in, and STOP ends them', async ({
  page,
  browser,
  project,
}) => {
  test.setTimeout(240_000);
  const mobile = project === 'phone' ? '6155550371' : '6155550372';
  const e164 = `+1${mobile}`;
  const player = { first: project === 'phone' ? 'Rainy' : 'Stormy', last: 'Texter' };

  // A family agrees to texts, then registers and pays for a camp.
  const familyContext = await browser.newContext();
  const family = await familyContext.newPage();
  await signInAsNewAccount(family, 'Robin Texter', `texts-${project}`);
  await family.goto('/Household');
  const texts = family.getByRole('region', { name: 'Texts for urgent news' });
  await texts.getByRole('textbox', { name: /^Mobile phone/ }).fill(mobile);
  await texts.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
  await texts.getByRole('button', { name: 'Save my number for texts' }).click();
  await expect(texts.getByTestId('text-consent-state')).toContainText(`Urgent texts go to ${e164}`);
  await snap(family, project, 'household-texts', 'messages');
  const { sessionId } = await registerAndPay(family, 'Advanced Player Camp', 'Dallas', player);

  // Staff write to the session's families.
  await signInFromHome(page, demo.staff.email);
  await page.goto(`/SessionRegistrationReport/${sessionId}`);
  const panel = page.getByRole('region', { name: 'Messages to families' });
  // Everyone with a paid seat in a range of days: the session's days to start with.
  const audience = panel.getByRole('combobox', { name: 'To', exact: true });
  await audience.selectOption({ label: 'Paid families in a range of days' });
  await expect(panel.getByLabel(/^From/)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await panel.getByRole('button', { name: 'How many does it reach?' }).click();
  await expect(panel.getByTestId('message-reach')).toContainText(/^Reaches \d+ famil(y|ies) by mail\./);
  await snap(page, project, 'date-range', 'messages');
  await audience.selectOption({ label: 'Families with a paid seat in this session' });
  await expect(panel.getByTestId('message-reach')).toBeEmpty();
  await panel.getByRole('button', { name: 'How many does it reach?' }).click();
  await expect(panel.getByTestId('message-reach')).toContainText(/^Reaches \d+ famil(y|ies) by mail\./);
  await panel.getByRole('textbox', { name: /^Subject(?! in)/ }).fill('Field change at {camp}');
  await panel
    .getByRole('textbox', { name: /^Message(?! in)/ })
    .fill('Hi! {firstName} plays on field 2 today.');
  await panel.getByRole('checkbox', { name: /^Urgent/ }).check();
  // Urgent goes to everyone, also by text: counted again.
  await panel.getByRole('button', { name: 'How many does it reach?' }).click();
  await expect(panel.getByTestId('message-reach')).toHaveText(/^Reaches \d+ famil(y|ies); \d+ by text\.$/);
  await panel
    .getByRole('textbox', { name: /^Text message/ })
    .fill('Touchline: {firstName} plays on field 2 today.');
  await snap(page, project, 'compose', 'messages');
  await panel.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('The message is on its way.')).toBeVisible();

  // The job sends it; the provider reports the text delivered.
  const item = panel.getByTestId('office-message').filter({ hasText: 'Field change at {camp}' }).first();
  await expect(async () => {
    await page.reload();
    await expect(item.getByTestId('text-states')).toContainText('delivered', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(item.getByText('Urgent', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Show each family' }).click();
  await expect(item.getByRole('list', { name: "Each family's mail and text" })).toContainText(e164);
  await item.scrollIntoViewIfNeeded();
  await snap(page, project, 'delivery', 'messages');

  // The text is in the stand-in under the family's number; a reply of STOP reaches the site.
  const phone = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await phone.goto(smsUrl);
  const thread = phone.getByRole('region', { name: `Texts with ${e164}` });
  await expect(thread).toContainText(`Touchline: ${player.first} plays on field 2 today.`);
  await expect(thread).toContainText('delivered');
  await thread.getByRole('textbox', { name: /^Reply as/ }).fill('STOP');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(phone.getByRole('region', { name: `Texts with ${e164}` })).toContainText('app answered 200');
  await snap(phone, project, 'sms-stand-in', 'messages');

  await family.goto('/Household');
  await expect(family.getByTestId('text-consent-state')).toContainText(`${e164} replied STOP`);
  await phone.close();
  await familyContext.close();
});
