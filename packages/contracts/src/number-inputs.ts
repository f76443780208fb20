import { z } from './zod.js';

/** A blank number input is missing, not zero (a blank cost must not save a free camp). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Dollars typed into a form (or sent as a number): 0 to 100,000 with at most two decimals. */
export const money = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number.` })
      .min(0, `${label} cannot be negative.`)
      .max(100_000, `${label} is too large.`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} can have at most 2 decimals.`),
  );
