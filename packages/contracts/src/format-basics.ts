/**
 * The spec's money and date forms (§5) that the public lists show, and today's date. Part of the
 * display rules (`format.ts` re-exports them); a module of its own, so that a public page carries
 * these and not every display rule.
 */

/** The currency of every price and payment. */
export const currency = 'USD';

/*
 * Money and dates are put together by hand: the result is exactly what Intl's en-US formats give,
 * but a page that shows a list no longer pays for starting Intl's locale data (tens of
 * milliseconds on a phone). Values outside the everyday range still go through Intl.
 */
let usd: Intl.NumberFormat | undefined;

/** US dollars as en-US shows them: $1,195.50, -$5.00 (half away from zero on the shortest decimal, as Intl rounds). */
export function formatMoney(amount: number): string {
  const decimal = String(Math.abs(amount));
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15 || decimal.includes('e')) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency });
    return usd.format(amount);
  }
  const [whole = '0', fraction = ''] = decimal.split('.');
  let cents = BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`);
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const grouped = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${grouped}.${digits.slice(-2)}`;
}

/**
 * en-US date in UTC. Camp and tournament dates are calendar days kept at UTC midnight, so
 * reading them in UTC shows the same day everywhere (spec §5: tournament dates in UTC).
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDisplayDate(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return date.toLocaleDateString('en-US', { timeZone: 'UTC' });
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${year}`;
}

/** A bare 'YYYY-MM-DD' is a calendar date: read it at UTC midnight so no time zone shifts it. */
function parseDisplayDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** Today's calendar date in UTC as 'YYYY-MM-DD' (beside the display rules so pages read it without zod). */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
