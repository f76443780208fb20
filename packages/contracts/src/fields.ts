import { todayIsoDate } from './format.js';
import { minimumDate } from './limits.js';
import { validationMessages as vm } from './messages.js';
import { z } from './zod.js';

/** Reusable field builders so every form states a limit and its message once. */

/** A required text field: trimmed, non-empty, capped. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: vm.required(label) })
    .trim()
    .min(1, vm.required(label))
    .max(max, vm.tooLong(label, max));
}

/** An optional text field: absent or null becomes '', capped. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: vm.tooLong(label, max) })
    .trim()
    .max(max, vm.tooLong(label, max))
    .nullish()
    .transform((v) => v ?? '');
}

export function requiredEmail(label: string, max: number) {
  return requiredText(label, max).pipe(z.email(vm.invalidEmail));
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as 'YYYY-MM-DD' (what a date input yields); accepts a full ISO timestamp too. */
export function calendarDate(label: string, options: { notInFuture?: boolean } = {}) {
  return z
    .string({ error: vm.required(label) })
    .trim()
    .min(1, vm.required(label))
    .transform((v) => v.slice(0, 10))
    .refine(
      (v) => isoDatePattern.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
      vm.invalidDate(label),
    )
    .refine((v) => v >= minimumDate, vm.dateTooEarly(label, minimumDate))
    .refine((v) => !options.notInFuture || v <= todayIsoDate(), vm.dateInFuture(label));
}

export const idSchema = z.coerce.number().int().nonnegative();
export const positiveIdSchema = z.coerce.number().int().positive();
