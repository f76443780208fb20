import { z } from './zod.js';

/** The card processor's smallest charge (Stripe: $0.50): a lower price could never be paid. */
export const minimumChargeCents = 50;

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

/**
 * What is wrong, if anything, with a fee or discount entered as dollars (`amount`: at most two
 * decimals, up to `maxCents`) or as a percentage (`percent`: whole, up to `maxPercent`).
 */
export function amountOrPercentProblem(
  kind: string,
  value: number,
  limits: { maxCents: number; maxPercent: number },
): string | undefined {
  if (kind === 'percent' && (!Number.isInteger(value) || value > limits.maxPercent))
    return `Enter a whole percentage from 0 to ${limits.maxPercent}.`;
  if (
    kind === 'amount' &&
    (Math.abs(Math.round(value * 100) - value * 100) > 1e-6 || value * 100 > limits.maxCents)
  )
    return 'Enter an amount in dollars and cents.';
  return undefined;
}
