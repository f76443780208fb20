/** Milliseconds since the epoch; injectable so tests can move time forward without waiting. */
export type Clock = () => number;

/** Stripe timestamps are whole seconds. */
export function unixSeconds(clock: Clock): number {
  return Math.floor(clock() / 1000);
}
