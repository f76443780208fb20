import {
  eligibilityMessages,
  householdMessages,
  orderMessages,
  reminderMessages,
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
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentinel = (i: number) => `\u0000${i}\u0000`;

/** The contracts' message tables, by the prefix of their ids in the shell catalogue. */
const tables: Record<string, Record<string, unknown>> = {
  validation: validationMessages,
  waiver: waiverMessages,
  eligibility: eligibilityMessages,
  order: orderMessages,
  household: householdMessages,
  waitlist: waitlistMessages,
  reminder: reminderMessages,
};

const patterns: Pattern[] = Object.entries(tables).flatMap(([prefix, table]) =>
  Object.entries(table).map(([name, value]) => pattern(`${prefix}.${name}`, value)),
);

function pattern(key: string, value: unknown): Pattern {
  if (typeof value === 'string') return { key, regex: new RegExp(`^${escapeRegex(value)}$`) };
  const make = value as (...args: unknown[]) => string;
  const sample = make(...Array.from({ length: make.length }, (_, i) => sentinel(i)));
  let source = escapeRegex(sample);
  for (let i = 0; i < make.length; i++) source = source.replace(sentinel(i), `(?<a${i}>.+?)`);
  return { key, regex: new RegExp(`^${source}$`) };
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
  return fieldLabel(value);
}

/** A validation message in the active language; one that is not the contracts' stays as it is. */
export function validationText(message: string): string {
  if (activeLocale() === 'en') return message;
  for (const { key, regex } of patterns) {
    const match = regex.exec(message);
    if (!match) continue;
    const id = key;
    if (!known(id)) return message;
    const values = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, valueText(value)]),
    );
    return i18n._(id, values);
  }
  return message;
}
