/** Money is kept in integer cents; the API speaks dollars (spec §3 campCost, tournamentCost). */
export const dollars = (cents: number) => Math.round(cents) / 100;
export const cents = (dollarsAmount: number) => Math.round(dollarsAmount * 100);
