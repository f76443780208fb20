import { describe, expect, it } from 'vitest';
import {
  defaultReminderDays,
  reminderDaysOf,
  reminderDaysSchema,
  reminderMessages,
  storedReminderDays,
} from '../src/reminders.js';

describe('reminder days', () => {
  it('reads what staff type: distinct whole days, the most first; blank is none of its own', () => {
    expect(reminderDaysSchema.parse('7, 1')).toEqual([7, 1]);
    expect(reminderDaysSchema.parse('1 14,3, 14')).toEqual([14, 3, 1]);
    expect(reminderDaysSchema.parse([2])).toEqual([2]);
    for (const blank of ['', null, undefined, ' ']) expect(reminderDaysSchema.parse(blank)).toBeNull();
  });

  it('refuses anything else with one message', () => {
    for (const bad of ['0', '61', '7, soon', '1,2,3,4,5', [2.5], 'x']) {
      const result = reminderDaysSchema.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error?.issues.map((i) => i.message),
        String(bad),
      ).toEqual([reminderMessages.days]);
    }
  });

  it('a session takes its own days, else its camp’s, else 7 and 1; stored days are checked again', () => {
    expect(defaultReminderDays).toEqual([7, 1]);
    expect(reminderDaysOf([3], [10])).toEqual([3]);
    expect(reminderDaysOf(null, [10])).toEqual([10]);
    expect(reminderDaysOf(null, null)).toEqual([7, 1]);
    expect(storedReminderDays('[1,7]')).toEqual([7, 1]);
    for (const unreadable of [null, '', '{', '[0]', '"7"', '[7,"1"]'])
      expect(storedReminderDays(unreadable)).toBeNull();
  });
});
