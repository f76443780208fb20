import { apiPaths, messages } from '@soccer/contracts';
import { expect } from 'vitest';
import { fakeCaptchaValue } from '../components/captcha/fake-captcha';
import { enter, publicFormPage, type User } from './user-input';

/**
 * The two public form pages (contact, field rental) under test: the valid entry a visitor types
 * (label → value) and the body the API must get for it. Both send id 0 and the bot-check value.
 */
function formPage(page: {
  route: string;
  heading: string;
  post: string;
  button: RegExp;
  entry: [label: RegExp, value: string][];
  body: Record<string, string>;
}) {
  const form = publicFormPage({
    ...page,
    async fill(user: User) {
      for (const [label, value] of page.entry) await enter(user, label, value);
    },
  });
  return {
    ...form,
    /** Sends the valid entry (answered with `id`) and checks the body; returns it. */
    async sendValid(id: number) {
      const body = await form.send(id);
      expect(body).toMatchObject({ id: 0, RecaptchaValue: fakeCaptchaValue, ...page.body });
      return body;
    },
  };
}

export const contactPage = formPage({
  route: '/Contact',
  heading: 'Contact',
  post: apiPaths.saveContactUsMessage,
  button: /send message|sending/i,
  entry: [
    [/^First name/, 'Jamie'],
    [/^Last name/, 'Rivera'],
    [/^Email/, 'jamie@example.com'],
    [/^Phone/, '6155550123'],
    [/^Subject/, 'Camp question'],
    [/^Message/, 'Which ball size for a 7 year old?'],
  ],
  body: {
    firstName: 'Jamie',
    lastName: 'Rivera',
    email: 'jamie@example.com',
    telephone: '6155550123',
    subject: 'Camp question',
    message: 'Which ball size for a 7 year old?',
  },
});

export const rentalsPage = formPage({
  route: '/eventrentals',
  heading: messages.fieldRentalsHeading,
  post: apiPaths.sendFieldRentalMessage,
  button: /send inquiry|sending/i,
  entry: [
    [/^Full name/, 'Morgan Lee'],
    [/^Email/, 'morgan@example.com'],
    [/^Phone/, '214-555-0147'],
    [/^Zip code/, '75254'],
    [/^Preferred date/, '2030-05-17'],
    [/^Hours/, '2'],
    [/^Fields/, '1'],
    [/^Tell us about the party/, 'Twelve seven-year-olds, lots of energy.'],
  ],
  body: {
    fullName: 'Morgan Lee',
    email: 'morgan@example.com',
    telephone: '214-555-0147',
    zipCode: '75254',
    datePreferred: '2030-05-17',
    numberOfHours: '2',
    numberOfFields: '1',
  },
});
