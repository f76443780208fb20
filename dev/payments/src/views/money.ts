/** Formats an amount in the currency's minor unit (cents for USD) as the payer reads it: "$1,250.00". */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}
