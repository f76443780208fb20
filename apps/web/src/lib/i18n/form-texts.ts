import {
  accountDataMessages,
  couponMessages,
  depositMessages,
  eligibilityMessages,
  householdMessages,
  inboxMessages,
  instalmentMessages,
  ledgerMessages,
  officeMessageTexts,
  orderMessages,
  priceWindowMessages,
  refundMessages,
  registrationStatusLabels,
  reminderMessages,
  rosterMessages,
  switchMessages,
  validationMessages,
  waitlistMessages,
  waiverMessages,
} from '@soccer/contracts';
import { localAgeRange, localDate } from './formats';
import { activeLocale, i18n } from './i18n';

/**
 * The shared form components' texts that come from contracts in English: field labels
 * ('First name') and the spec's validation messages ('First name is required.', from the schema
 * in the browser or the server's 400). English shows them exactly as they are; another language
 * finds each message's key in contracts `validationMessages` (its values read back out of the
 * English text) and shows the catalogue's `validation.<key>`, with the label as `field:<label>`.
 * The rules' messages a registration form shows beside its fields or under it (waivers, ages,
 * orders, the household, waitlists) are found the same way, as `<table>.<key>`.
 */

interface Pattern {
  key: string;
  regex: RegExp;
  /** Counts the words chose rather than showed (0 or 1), passed as they are. */
  fixed?: Record<string, number>;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentinel = (i: number) => `\u0000${i}\u0000`;

/** The roster's refusals (its headings and notes are the team page's own texts). */
const rosterRefusals = {
  closed: rosterMessages.closed,
  ageGroupFixed: rosterMessages.ageGroupFixed,
  promoFixed: rosterMessages.promoFixed,
  changedMeanwhile: rosterMessages.changedMeanwhile,
};

/** A status's English label back to its status ('payment failed' → paymentinprocess), read in a refusal. */
const statusOfLabel = new Map(
  Object.entries(registrationStatusLabels).map(([status, label]) => [label, status]),
);

/** The contracts' message tables, by the prefix of their ids in the shell catalogue. */
export const contractMessageTables: Record<string, Record<string, unknown>> = {
  validation: validationMessages,
  waiver: waiverMessages,
  eligibility: eligibilityMessages,
  order: orderMessages,
  household: householdMessages,
  waitlist: waitlistMessages,
  // A coupon refused at checkout, or a coupon's form refused (staff).
  coupon: couponMessages,
  // A move's and a cancellation's refusals and why not (the family's dialogs).
  switchRule: switchMessages,
  refundRule: refundMessages,
  // Deposit terms staff enter, a balance with nothing due, a move waiting for the balance (decision 0104).
  deposit: depositMessages,
  // Instalment plan terms staff enter (decision 0109).
  instalment: instalmentMessages,
  // Why a registration cannot be paid, an own data erasure waits, a roster cannot change.
  ledgerRule: ledgerMessages,
  accountRule: accountDataMessages,
  rosterRule: rosterRefusals,
  reminder: reminderMessages,
  // A session's or tournament's price windows refused (staff's catalogue).
  priceWindow: priceWindowMessages,
  // Why staff's change of a message's status was refused.
  inboxRule: inboxMessages,
  // Texts consent (the household page), a message from the office refused, or its cancel (staff).
  // The unknown placeholder's catalogue texts quote their braces as ICU does ('{'firstName'}').
  officeMessage: {
    textConsentRequired: officeMessageTexts.textConsentRequired,
    sendAtPast: officeMessageTexts.sendAtPast,
    dateRangeOrder: officeMessageTexts.dateRangeOrder,
    audienceNotFound: officeMessageTexts.audienceNotFound,
    unknownPlaceholder: officeMessageTexts.unknownPlaceholder,
    messageNotFound: officeMessageTexts.messageNotFound,
    alreadySent: officeMessageTexts.alreadySent,
    alreadyCancelled: officeMessageTexts.alreadyCancelled,
  },
};

/**
 * Messages whose words depend on a count ('1 seat', '2 seats', 'is full'), by the positions of
 * their counted arguments. Each is read back once per branch: the count is tried as 0, 1 and a
 * plain number; a count the words show is read back out of the text, one they only chose by is
 * passed as it was. Their catalogue message is an ICU plural of `{a<i>}` with every branch.
 */
export const countedArguments: Record<string, readonly number[]> = {
  'order.notEnoughSeats': [1],
  'order.holdsInSession': [0, 1],
  'order.holdsInAll': [0, 1],
  'ledgerRule.tooManyHoldsInSession': [0],
  'accountRule.upcomingPaid': [0],
};

/** A count no message writes by itself, so that its place in the text is found. */
const plainCount = (i: number) => 90_817 + i;

/** Every choice of 0, 1 or a plain number for each counted argument. */
function countChoices(counted: readonly number[]): Record<number, number>[] {
  return counted.reduce<Record<number, number>[]>(
    (choices, i) => choices.flatMap((c) => [0, 1, plainCount(i)].map((n) => ({ ...c, [i]: n }))),
    [{}],
  );
}

/** Every message of these tables as the patterns that read it back, by `<prefix>.<key>`. */
const patternsOfTables = (tables: Record<string, Record<string, unknown>>): Pattern[] =>
  Object.entries(tables).flatMap(([prefix, table]) =>
    Object.entries(table).flatMap(([name, value]) => patternsOf(`${prefix}.${name}`, value)),
  );

function patternsOf(key: string, value: unknown): Pattern[] {
  if (typeof value === 'string') return [{ key, regex: new RegExp(`^${escapeRegex(value)}$`) }];
  const make = value as (...args: unknown[]) => string;
  const seen = new Set<string>();
  return countChoices(countedArguments[key] ?? []).flatMap((counts) => {
    const args = Array.from({ length: make.length }, (_, i) => counts[i] ?? sentinel(i));
    let source = escapeRegex(make(...args));
    const fixed: Record<string, number> = {};
    for (let i = 0; i < make.length; i++) {
      const count = counts[i];
      if (count === undefined) source = source.replace(sentinel(i), `(?<a${i}>.+?)`);
      else if (count === plainCount(i)) source = source.replace(String(count), `(?<a${i}>\\d+)`);
      else fixed[`a${i}`] = count;
    }
    if (seen.has(source)) return [];
    seen.add(source);
    return [{ key, regex: new RegExp(`^${source}$`), fixed }];
  });
}

const known = (id: string) => Object.hasOwn(i18n.messages, id);

/** A field label in the active language ('First name' → 'Nombre'); unknown labels stay as they are. */
export function fieldLabel(label: string): string {
  if (activeLocale() === 'en') return label;
  const id = `field:${label}`;
  return known(id) ? i18n._(id) : label;
}

/**
 * A value read back out of a contracts message in the active language: a field label, an age
 * range ('ages 6-9', as `ageRangeText` writes it) or a day ('12/10/2026', as `formatDate` does);
 * anything else (a name, a number) as it is.
 */
function valueText(value: string): string {
  const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (day) return localDate(`${day[3]}-${day[1]!.padStart(2, '0')}-${day[2]!.padStart(2, '0')}`);
  const ages =
    /^[Aa]ges (?<min>\d+)-(?<max>\d+)$/.exec(value) ??
    /^[Aa]ges (?<min>\d+) and up$/.exec(value) ??
    /^[Aa]ges up to (?<max>\d+)$/.exec(value);
  if (ages) {
    const { min, max } = ages.groups ?? {};
    const range = localAgeRange({
      ageRange: value,
      minAge: min === undefined ? null : Number(min),
      maxAge: max === undefined ? null : Number(max),
    });
    // Inside a sentence: 'de 6 a 9 años'.
    return range === value ? value : range.charAt(0).toLowerCase() + range.slice(1);
  }
  const status = statusOfLabel.get(value);
  if (status && known(`status.${status}`)) return i18n._(`status.${status}`);
  return fieldLabel(value);
}

/**
 * A reader of contracts messages in the active language: finds a message's key in `tables` (its
 * values read back out of the English text) and shows the catalogue's `<prefix>.<key>` with the
 * values as `{a0}`, `{a1}`… through `wordValue`; English, and a message it does not know or whose
 * catalogue text is not loaded, stay as they are. The form fields use `validationText`; another
 * area makes its own from its tables (the staff pages' server notes, decision 0059).
 */
export function contractTexts(
  tables: Record<string, Record<string, unknown>>,
  wordValue: (value: string) => string,
): (message: string) => string {
  const patterns = patternsOfTables(tables);
  return (message) => {
    if (activeLocale() === 'en') return message;
    for (const { key, regex, fixed } of patterns) {
      const match = regex.exec(message);
      if (!match) continue;
      if (!known(key)) return message;
      const counted = new Set((countedArguments[key] ?? []).map((i) => `a${i}`));
      const values = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [
          name,
          counted.has(name) ? Number(value) : wordValue(value),
        ]),
      );
      return i18n._(key, { ...values, ...fixed });
    }
    return message;
  };
}

/** A validation message in the active language; one that is not the contracts' stays as it is. */
export const validationText = contractTexts(contractMessageTables, valueText);
