import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../src/format.js';

/** The hand-made formats must read exactly like Intl's en-US ones. */
describe('formatting without Intl', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  it('formats money like Intl', () => {
    const amounts = [
      0,
      -0,
      0.5,
      1,
      1.005,
      1.015,
      9.995,
      12.3,
      175,
      999.999,
      1000,
      1195.5,
      1234567.891,
      -5,
      -1234.5,
      -0.001,
      1e14 + 0.25,
    ];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.random() * 1e9) / 100, Math.random() * 1e6);
    for (const amount of amounts) expect(formatMoney(amount), String(amount)).toBe(usd.format(amount));
  });

  it('formats dates like Intl (en-US, UTC)', () => {
    const days = ['2030-06-03', '2000-01-01', '2025-12-31', '1999-10-10'];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 86_400_000 * 7 + 3_600_000)
      days.push(new Date(t).toISOString());
    for (const day of days)
      expect(formatDate(day), day).toBe(
        new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day).toLocaleDateString('en-US', {
          timeZone: 'UTC',
        }),
      );
  });
});
