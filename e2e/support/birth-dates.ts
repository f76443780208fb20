/**
 * Birth dates for players of a given age. The demo catalogue's dates move with today (sessions
 * and tournaments start within the next three months) and its ages are checked (issue 16,
 * eligibility), so a fixed birth date would age out of its session; these do not.
 */

/** A player `age` years old today whose birthday was a month ago: still `age` on any day of the next eleven months. */
export function bornYearsAgo(age: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

/** The ages a camp page shows ('Ages 6-9', in Spanish 'De 6 a 9 años'), read as the family reads them; null when it names none. */
export function agesShown(text: string): [number, number] | null {
  // 'Ages 6-9' in English, 'De 6 a 9 años' in Spanish.
  const match = /Ages (\d+)-(\d+)/.exec(text) ?? /De (\d+) a (\d+) años/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A player who turns `age` on the day `daysFromToday` days from today (UTC, like the demo catalogue's dates). */
export function turnsOn(age: number, daysFromToday: number, now = new Date()): string {
  const birthday = new Date(now.getTime() + daysFromToday * 86_400_000);
  birthday.setUTCFullYear(birthday.getUTCFullYear() - age);
  return birthday.toISOString().slice(0, 10);
}
