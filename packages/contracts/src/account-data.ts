import { type Locale, locales } from './locales.js';
import { z } from './zod.js';

/**
 * A family's own data: everything the product holds on their account as one JSON download, and
 * erasing it. Paid registrations keep what accounting needs (what was paid, when, for which
 * session, the provider's ids and refunds) and lose every personal field; staff set how long
 * old registrations keep their personal fields at all.
 */
export const accountDataMessages = {
  paymentInProgress: 'A payment of yours is still going through. Try again once it has completed or failed.',
  upcomingPaid: (n: number) =>
    `You have ${n} paid registration${n === 1 ? '' : 's'} for camps or tournaments that have not ended. We need their contacts and health details to look after the players: cancel ${n === 1 ? 'it' : 'them'} first, or try again after ${n === 1 ? 'it ends' : 'they end'}.`,
  erased: 'Your personal data has been erased.',
} as const;

/** What an erased name reads as in reports and exports. */
export const erasedText = '(erased)';

/** What erasing did, in numbers. */
export interface ErasureResult {
  campRegistrations: number;
  teamRegistrations: number;
  waitlistEntries: number;
  /** Unpaid holds cancelled first (their seats went back). */
  holdsCancelled: number;
  /** Saved players of the household profile, deleted with its contacts. */
  householdPlayers: number;
}

export const retentionLimits = { minMonths: 1, maxMonths: 240 } as const;

/**
 * Staff: months after a session's or tournament's end before its registrations' personal fields
 * are erased by the nightly job; null keeps them.
 */
const months = z
  .number('Enter a whole number of months.')
  .int('Enter a whole number of months.')
  .min(retentionLimits.minMonths, `Keep data at least ${retentionLimits.minMonths} month.`)
  .max(retentionLimits.maxMonths, `Keep data at most ${retentionLimits.maxMonths} months.`);

export const retentionSchema = z.object({ retentionMonths: months.nullable() });
export type RetentionSetting = z.infer<typeof retentionSchema>;

/** The staff form: what is typed (text), a blank field keeping the data. */
export const retentionFormSchema = z.object({
  retentionMonths: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : Number(v)),
    months.nullable(),
  ),
});

/**
 * The account's language, for what the server writes to it (mails): `PUT /api/Account/Language`
 * saves one of contracts `locales`; the GET answers `{ locale: null }` while none is saved.
 */
export const accountLanguageSchema = z.object({ locale: z.enum(locales) });
export interface AccountLanguage {
  locale: Locale | null;
}
