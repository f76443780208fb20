import { demo, signIn, signOut } from '../support/auth.js';
import {
  campRegistrationOf,
  fillCampRegistration,
  followMenuLink,
  payWithCard,
  playerFor,
  registerHereAndPay,
  startPayment,
  testCards,
} from '../support/camp.js';
import { expect, test } from '../support/fixtures.js';
import { waitForMail } from '../support/mailbox.js';
import { snap } from '../support/screenshots.js';
import { addCampDocument, campSessionByStaff, clickStaffMenu } from '../support/staff.js';

test('a parent joins the waitlist of a full session, gets the freed seat by mail, accepts the waiver added meanwhile and pays', async ({
  page,
  project,
}) => {
  // Four sign-ins, a catalogue edit and two payments: longer than the default on a busy machine.
  test.slow();
  const campName = `Waitlist Camp ${project} ${Date.now().toString(36)}`;
  // Staff make a one-seat session (starting in 40 days: the default policy refunds everything).
  const sessionId = await campSessionByStaff(page, {
    campName,
    startOffset: 40,
    days: 2,
    cost: '120',
    capacity: '1',
  });

  // Parent A takes the only seat.
  const seated = playerFor('Tamsin', project);
  await signIn(page, demo.parent.email);
  await page.goto(`/Register/${sessionId}`);
  await registerHereAndPay(page, seated);
  await signOut(page);

  // Parent B finds it full on /Camps and joins its waitlist with the registration form.
  const waiting = { first: 'Blair', last: project === 'phone' ? 'Phonewait' : 'Deskwait' };
  await signIn(page, demo.parent2.email);
  await followMenuLink(page, 'Camps');
  const listed = page.locator('tr, li').filter({ hasText: campName }).first();
  await expect(listed).toContainText('Full');
  await snap(page, project, 'camps-full-join-waitlist');
  await listed.getByRole('link', { name: new RegExp(`^Join the waitlist for ${campName}`) }).click();
  await page.waitForURL(new RegExp(`/Register/${sessionId}$`));
  await expect(page.getByTestId('waitlist-notice')).toContainText('Camp session is full.');
  await fillCampRegistration(page, waiting);
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await page.waitForURL(/\/MyRegistrations$/);
  await expect(page.getByText('You are on the waitlist.')).toBeVisible();
  const entry = page.getByTestId('waitlist-entry').filter({ hasText: `${waiting.first} ${waiting.last}` });
  await expect(entry).toContainText('#1 on the waitlist');
  await snap(page, project, 'waitlist-position');
  await signOut(page);

  // While B waits, staff add a waiver to the camp: B's acceptances from joining no longer cover it.
  const waiverTitle = `Waitlist waiver ${project}`;
  await signIn(page, demo.staff.email);
  await clickStaffMenu(page, 'Catalogue');
  await addCampDocument(page, campName, {
    kind: 'Liability waiver',
    title: waiverTitle,
    text: 'Players may be injured.\nI accept the risks of taking part.',
  });
  await signOut(page);

  // Parent A cancels: the seat is offered to B at once, with a mail.
  await signIn(page, demo.parent.email);
  await page.goto('/MyRegistrations');
  await campRegistrationOf(page, seated)
    .filter({ hasText: campName })
    .getByRole('button', { name: /^Cancel registration/ })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel registration' });
  await cancel.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText(/^Registration cancelled\./)).toBeVisible();
  await signOut(page);

  const offer = await waitForMail(
    (m) =>
      m.subject === `A seat is free for you: ${campName}` &&
      (m.text ?? '').includes(`${waiting.first} ${waiting.last}`),
  );
  expect(offer.to[0]?.address).toBe(demo.parent2.email);
  // In the facility's clock (the demo facilities keep Central or Eastern time), named; the server runs on UTC.
  expect(offer.text).toMatch(
    /It is held for you until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [CE][SD]T\./,
  );

  // B accepts and pays.
  await signIn(page, demo.parent2.email);
  await page.goto('/MyRegistrations');
  await expect(entry).toContainText('Offer: accept by');
  await snap(page, project, 'waitlist-offer');
  // Taking the offer asks for the new waiver first; the place in line is B's all along.
  await entry.getByRole('button', { name: /^Accept and pay/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept the offer' });
  await expect(dialog.getByRole('region', { name: waiverTitle })).toContainText('I accept the risks');
  await dialog.getByRole('checkbox', { name: `I have read and accept: ${waiverTitle}` }).check();
  await dialog.getByRole('textbox', { name: 'Type your full name' }).fill('Blair Parent');
  await snap(page, project, 'waitlist-offer-documents');
  await dialog.getByRole('button', { name: 'Accept and pay' }).click();
  await page.waitForURL(/\/Checkout\/\d+$/);
  await startPayment(page);
  await payWithCard(page, testCards.pays);
  await page.waitForURL(/\/CheckoutComplete\/true\//);
  await expect(page.getByTestId('registration-status')).toHaveText('paid');

  await page.goto('/MyRegistrations');
  await expect(campRegistrationOf(page, waiting).filter({ hasText: campName })).toContainText('paid');
  await expect(page.getByTestId('waitlist-entry')).toHaveCount(0);
});
