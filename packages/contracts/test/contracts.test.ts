import { describe, expect, it } from 'vitest';
import {
  businessTimeZone,
  campRegistrationLimits,
  campRegistrationRequestSchema,
  contactErrorKeys,
  contactMessageRequestSchema,
  fieldRentalErrorKeys,
  fieldRentalRequestSchema,
  formatPhone,
  issueKey,
  isWebRoute,
  messages,
  priceAfterDiscount,
  registrationAction,
  registrationStatusLabels,
  todayIsoDateIn,
  toFieldErrors,
  tournamentRegistrationRequestSchema,
} from '../src/index.js';
import { campSessionInput, member, validContact, validTeam } from './fixtures.js';

describe('contact message schema', () => {
  it('accepts a complete message', () => {
    expect(contactMessageRequestSchema.safeParse(validContact).success).toBe(true);
  });

  it('keys errors with the capitalised names of spec §5', () => {
    const result = contactMessageRequestSchema.safeParse({
      ...validContact,
      firstName: 'x'.repeat(51),
      telephone: '1'.repeat(16),
      message: '',
    });
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!, contactErrorKeys);
    expect(Object.keys(errors).sort()).toEqual(['FirstName', 'Message', 'Telephone']);
    expect(errors.FirstName).toEqual(['First name must be at most 50 characters.']);
  });

  it('requires the captcha value', () => {
    const result = contactMessageRequestSchema.safeParse({ ...validContact, RecaptchaValue: '' });
    expect(toFieldErrors(result.error!, contactErrorKeys)).toHaveProperty('RecaptchaValue');
  });

  it('accepts exactly the limit and refuses one over', () => {
    expect(
      contactMessageRequestSchema.safeParse({ ...validContact, message: 'm'.repeat(2000) }).success,
    ).toBe(true);
    expect(
      contactMessageRequestSchema.safeParse({ ...validContact, message: 'm'.repeat(2001) }).success,
    ).toBe(false);
  });
});

describe('field rental schema', () => {
  it('uses Zipcode and DatePreferred keys and refuses dates before 2000', () => {
    const result = fieldRentalRequestSchema.safeParse({
      fullName: 'Pat',
      email: 'pat@example.com',
      telephone: '555',
      zipCode: '12345678901',
      datePreferred: '1999-12-31',
      numberOfHours: 'ab',
      RecaptchaValue: 'x',
    });
    const errors = toFieldErrors(result.error!, fieldRentalErrorKeys);
    expect(Object.keys(errors).sort()).toEqual(['DatePreferred', 'NumberOfHours', 'Telephone', 'Zipcode']);
  });

  it("takes 'today' as the business's local day: a date ends at midnight Central time", () => {
    // 03:30 UTC on Nov 27 is still Nov 26 in Nashville and Dallas (UTC-6 in winter).
    expect(todayIsoDateIn(businessTimeZone, new Date('2026-11-27T03:30:00Z'))).toBe('2026-11-26');
    expect(todayIsoDateIn(businessTimeZone, new Date('2026-11-27T06:30:00Z'))).toBe('2026-11-27');
    // Summer: UTC-5.
    expect(todayIsoDateIn(businessTimeZone, new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
  });

  it('takes North American phones however they are written and 5-digit or ZIP+4 codes', () => {
    const base = {
      fullName: 'Pat',
      email: 'pat@example.com',
      datePreferred: '2999-01-01',
      RecaptchaValue: 'x',
    };
    for (const telephone of [
      '2145550147',
      '214-555-0147',
      '(214) 555-0147',
      '+1 214.555.0147',
      '1 214 555 0147',
    ])
      expect(fieldRentalRequestSchema.safeParse({ ...base, telephone }).success, telephone).toBe(true);
    for (const telephone of ['12', '214-555-014', '2145550147x12', 'call me', '+44 20 7946 0958'])
      expect(fieldRentalRequestSchema.safeParse({ ...base, telephone }).success, telephone).toBe(false);
    for (const zipCode of ['', '37206', '37206-1234'])
      expect(fieldRentalRequestSchema.safeParse({ ...base, telephone: '2145550147', zipCode }).success).toBe(
        true,
      );
    for (const zipCode of ['ABCDE', '3720', '37206 1234', '372061234'])
      expect(fieldRentalRequestSchema.safeParse({ ...base, telephone: '2145550147', zipCode }).success).toBe(
        false,
      );
  });
});

describe('camp registration schema', () => {
  it('refuses a birth date in the future and a state longer than 2', () => {
    const future = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const result = campRegistrationRequestSchema.safeParse({
      campSessionId: 1,
      playerBirthdate: future,
      playerState: 'TNN',
    });
    const errors = toFieldErrors(result.error!);
    expect(errors.playerBirthdate).toEqual(['Birth date cannot be in the future.']);
    expect(errors.playerState).toEqual([
      `State must be at most ${campRegistrationLimits.playerState} characters.`,
    ]);
  });
});

describe('tournament registration schema', () => {
  it('keys team member errors as teamMembers[i].field', () => {
    const schema = tournamentRegistrationRequestSchema({ tshirtRequired: true });
    const result = schema.safeParse({
      ...validTeam,
      teamMembers: [member, { ...member, parentPhone: '1'.repeat(21), tshirtSize: '' }],
    });
    const errors = toFieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(['teamMembers[1].parentPhone', 'teamMembers[1].tshirtSize']);
  });

  it('takes 1 to 8 members', () => {
    const schema = tournamentRegistrationRequestSchema();
    expect(schema.safeParse({ ...validTeam, teamMembers: [] }).success).toBe(false);
    expect(schema.safeParse({ ...validTeam, teamMembers: Array(8).fill(member) }).success).toBe(true);
    const nine = schema.safeParse({ ...validTeam, teamMembers: Array(9).fill(member) });
    expect(toFieldErrors(nine.error!)).toEqual({ teamMembers: ['A team can have at most 8 members.'] });
  });
});

describe('helpers', () => {
  it('formats only 10-digit phones', () => {
    expect(formatPhone('6155550100')).toBe('(615) 555-0100');
    expect(formatPhone('615-555-0100')).toBe('(615) 555-0100');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('subtracts a discount only when above 0', () => {
    expect(priceAfterDiscount(250, 25)).toBe(225);
    expect(priceAfterDiscount(250, 0)).toBe(250);
  });

  it('maps statuses to labels and actions', () => {
    expect(registrationStatusLabels.paymentinprocess).toBe('payment failed');
    expect(registrationAction('registered')).toBe('Pay Now');
    expect(registrationAction('paymentrejected')).toBe('Retry Payment');
    expect(registrationAction('paid')).toBeNull();
  });

  it('matches the site routes exactly', () => {
    expect(isWebRoute('/')).toBe(true);
    expect(isWebRoute('/Register')).toBe(true);
    expect(isWebRoute('/Register/12')).toBe(true);
    expect(isWebRoute('/Register/12/13')).toBe(false);
    expect(isWebRoute('/contacts/2/10')).toBe(true);
    expect(isWebRoute('/nope')).toBe(false);
  });

  it('builds keys for nested paths', () => {
    expect(issueKey(['teamMembers', 2, 'playerGender'])).toBe('teamMembers[2].playerGender');
    expect(issueKey(['zipCode'], fieldRentalErrorKeys)).toBe('Zipcode');
  });

  it('keeps the exact texts of the contract', () => {
    expect(messages.validatingRegistration).toBe('Please wait will we validate the requested regisration');
    expect(messages.fetchMessagesFailed(500)).toBe('Failed to fetcg messages: 500');
  });
});

describe('staff catalogue input', () => {
  it('treats a blank cost or capacity as missing, not zero', async () => {
    const { campSessionInputSchema } = await import('../src/index.js');
    const result = campSessionInputSchema.safeParse(campSessionInput({ campCost: '', attendeeCapacity: '' }));
    expect(result.success).toBe(false);
    expect(Object.keys(toFieldErrors(result.error!)).sort()).toEqual(['attendeeCapacity', 'campCost']);
  });

  it('refuses prices a card payment could not collect (under $0.50 after the promo discount)', async () => {
    const { campSessionInputSchema, tournamentInputSchema } = await import('../src/index.js');
    const session = (campCost: number, promoCode = '', promoDiscount = 0) =>
      campSessionInputSchema.safeParse(campSessionInput({ campCost, promoCode, promoDiscount }));
    const errorsOf = (r: ReturnType<typeof session>) => (r.success ? {} : toFieldErrors(r.error));
    expect(errorsOf(session(0))).toEqual({
      campCost: ['The price must be at least $0.50, the smallest card payment.'],
    });
    expect(session(0.5).success).toBe(true);
    expect(errorsOf(session(100, 'FREE', 100))).toEqual({
      promoDiscount: ['The discount must leave at least $0.50 to pay by card.'],
    });
    expect(errorsOf(session(100, 'BIG', 150))).toHaveProperty('promoDiscount');
    expect(session(100, 'ALMOST', 99.5).success).toBe(true);
    // A discount without a code is never applied, so it cannot make the price too low.
    expect(session(100, '', 100).success).toBe(true);

    const tournament = tournamentInputSchema.safeParse({
      tournamentName: 'Cup',
      tournamentDescription: 'd',
      facilityId: 1,
      tournamentStartDate: '2030-01-10',
      tournamentEndDate: '2030-01-11',
      lastDateToRegister: '2030-01-01',
      minNumberOfGames: 3,
      maxNumberOfPlayers: 8,
      tournamentCost: 200,
      promoCode: 'TEAM',
      promoDiscount: 199.99,
      ageRanges: [{ ageRangeDescription: 'U10' }],
    });
    expect(tournament.success ? {} : toFieldErrors(tournament.error)).toHaveProperty('promoDiscount');
  });

  it('knows the staff pages beyond the spec as site routes', () => {
    expect(isWebRoute('/manage/catalog')).toBe(true);
    expect(isWebRoute('/manage/rentals/2/25')).toBe(true);
  });
});
