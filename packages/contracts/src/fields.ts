import { isCalendarDate } from './eligibility.js';
import { todayIsoDate, todayIsoDateIn } from './format.js';
import { maxPathId, minimumDate } from './limits.js';
import { validationMessages as vm } from './messages.js';
import { z } from './zod.js';

/** Reusable field builders so every form states a limit and its message once. */

// Single-line fields (names, addresses, phones, subjects…) hold printable text only: a line
// break in a subject turns into extra lines of a notification, a NUL or a bidi override into
// data that displays differently from what it is. So every single-line field refuses
// line breaks and tabs, control characters (C0, DEL, C1) and invisible format characters
// (bidi overrides and marks, zero-width characters, soft hyphens…).
const lineBreakOrTab = /[\t\n\r\u2028\u2029]/;
const invisibleInLine = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;
// Free text (messages, descriptions, notes) keeps line breaks and tabs, and the zero-width
// joiners that emoji and several scripts need; it still refuses the other control characters,
// bidi overrides and marks, the remaining zero-width characters and Unicode line separators.
const invisibleInFreeText =
  /(?![\t\n\r])\p{Cc}|[\u061C\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2060-\u2064\u2066-\u2069\uFEFF]/u;

type TextKind = 'line' | 'free';

function text(label: string, kind: TextKind, typeError: string) {
  const base = z.string({ error: typeError });
  if (kind === 'free') return base.refine((v) => !invisibleInFreeText.test(v), vm.invisibleCharacters(label));
  return base
    .refine((v) => !lineBreakOrTab.test(v), vm.singleLine(label))
    .refine((v) => !invisibleInLine.test(v), vm.invisibleCharacters(label));
}

function required(label: string, max: number, kind: TextKind) {
  return text(label, kind, vm.required(label))
    .trim()
    .min(1, vm.required(label))
    .max(max, vm.tooLong(label, max));
}

function optional(label: string, max: number, kind: TextKind) {
  return text(label, kind, vm.tooLong(label, max))
    .trim()
    .max(max, vm.tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');
}

/** A required single-line text field: trimmed, non-empty, capped, printable characters only. */
export function requiredText(label: string, max: number) {
  return required(label, max, 'line');
}

/** An optional single-line text field: absent or null becomes '', capped, printable characters only. */
export function optionalText(label: string, max: number) {
  return optional(label, max, 'line');
}

/** A required free-text field (a message, a description): line breaks and tabs allowed. */
export function requiredFreeText(label: string, max: number) {
  return required(label, max, 'free');
}

/** An optional free-text field: absent or null becomes '', line breaks and tabs allowed. */
export function optionalFreeText(label: string, max: number) {
  return optional(label, max, 'free');
}

export function requiredEmail(label: string, max: number) {
  return requiredText(label, max).pipe(z.email(vm.invalidEmail));
}

/** 'YYYY-MM-DD', or a full ISO-8601 timestamp starting with it; nothing else after the date. */
const isoDateOrTimestampPattern =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A calendar date as 'YYYY-MM-DD' (what a date input yields); accepts a full ISO timestamp too.
 * Like a single-line field it refuses line breaks, control and invisible characters anywhere,
 * and anything after the date other than a timestamp's time.
 */
export function calendarDate(
  label: string,
  options: {
    notInFuture?: boolean;
    /** Refuse days before today in this IANA time zone (checked when the value is, not when built). */
    notInPastIn?: string;
  } = {},
) {
  return (
    text(label, 'line', vm.required(label))
      .trim()
      .min(1, vm.required(label))
      .refine((v) => isoDateOrTimestampPattern.test(v), vm.invalidDate(label))
      .transform((v) => v.slice(0, 10))
      // A real day: Date.parse alone takes 2017-02-30 (as March 2).
      .refine(isCalendarDate, vm.invalidDate(label))
      .refine((v) => v >= minimumDate, vm.dateTooEarly(label, minimumDate))
      .refine((v) => !options.notInFuture || v <= todayIsoDate(), vm.dateInFuture(label))
      .refine((v) => !options.notInPastIn || v >= todayIsoDateIn(options.notInPastIn), vm.dateInPast(label))
  );
}

/** Phones of the public forms: digits with the usual separators, 10 digits (11 with a leading 1). */
const phoneCharacters = /^[0-9()+.\-\s]*$/;
function isPhoneNumber(v: string): boolean {
  const digits = v.replace(/\D/g, '');
  return (
    phoneCharacters.test(v) && (digits.length === 10 || (digits.length === 11 && digits.startsWith('1')))
  );
}

/** A required North American phone number, capped at `max` characters as typed. */
export function requiredPhone(label: string, max: number) {
  return requiredText(label, max).refine(isPhoneNumber, vm.invalidPhone);
}

/** An optional US ZIP code: 5 digits or ZIP+4. */
export function optionalZipCode(label: string, max: number) {
  return optionalText(label, max).refine((v) => v === '' || /^\d{5}(?:-\d{4})?$/.test(v), vm.invalidZipCode);
}

/**
 * An optional whole number from `min` to `max`, as a form's text input or a JSON number sends
 * it; '' and null are none (null).
 */
export function optionalWholeNumber(label: string, range: { min: number; max: number }) {
  const message = vm.numberOutOfRange(label, range.min, range.max);
  return z
    .union([z.number({ error: message }), text(label, 'line', message).trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : /^\d{1,6}$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < range.min || n > range.max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

// Record ids in bodies are capped like ids in paths: a larger number is no record of ours, and
// PostgreSQL would refuse it as out of range for an integer column.
export const idSchema = z.coerce
  .number()
  .int()
  .nonnegative()
  .max(maxPathId, vm.pathNumberTooLarge(maxPathId));
export const positiveIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(maxPathId, vm.pathNumberTooLarge(maxPathId));

/**
 * A whole number from 1 to `max` written plainly in a URL path. `0x1`, `1e0`, ` 1`, `01` or
 * `+1` would all coerce to 1; here they are a 400, so one record has one address.
 */
export function pathNumber(max: number = maxPathId) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, vm.invalidPathNumber)
    .refine((v) => Number(v) <= max, vm.pathNumberTooLarge(max))
    .transform(Number);
}

/** Route params that are all record ids, e.g. `pathIdParams('tournamentId', 'ageRangeId')`. */
export function pathIdParams<const K extends string>(...names: K[]) {
  const id = pathNumber();
  return z.object(Object.fromEntries(names.map((name) => [name, id])) as Record<K, typeof id>);
}
