import 'fake-indexeddb/auto';
import type { CoachRoster } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDeviceDb } from '../../../lib/offline/device-db';
import { forgetDeviceData } from '../../../lib/offline/forget-device-data';
import { browserToday } from '../components/roster-item-title';
import { endOfDay, keepRoster, keptRoster, keptRosters } from './kept-rosters';

afterEach(async () => {
  await closeDeviceDb();
  await forgetDeviceData();
});

const morning = new Date(2030, 5, 10, 7, 30);
const today = browserToday(morning);

const roster = (sessionId: number, day = today): CoachRoster => ({
  session: {
    kind: 'session',
    id: sessionId,
    campName: 'Striker School',
    campNameEs: '',
    ageGroup: '',
    startDate: '2030-06-10',
    endDate: '2030-06-12',
    timeBlock: '',
    facilityName: 'Fretz Park',
    group: '',
  },
  day,
  days: ['2030-06-10', '2030-06-11', '2030-06-12'],
  children: [],
});

describe('rosters kept on the phone', () => {
  it("keeps today's roster for the account that read it, with the time it was read", async () => {
    expect(await keepRoster('coach-1', roster(11), morning)).toBe(true);
    const kept = await keptRoster('coach-1', 11, '', morning);
    expect(kept?.value.session.id).toBe(11);
    expect(kept?.savedAt).toBe(morning.toISOString());
    expect(kept?.expiresAt).toBe(new Date(2030, 5, 11).getTime());
    expect(await keptRoster('coach-1', 11, today, morning)).not.toBeNull();
  });

  it("keeps no other day's roster", async () => {
    expect(await keepRoster('coach-1', roster(11, '2030-06-11'), morning)).toBe(false);
    expect(await keptRoster('coach-1', 11, '2030-06-11', morning)).toBeNull();
    expect(await keptRosters('coach-1', morning)).toEqual([]);
  });

  it('deletes it at the end of the day', async () => {
    await keepRoster('coach-1', roster(11), morning);
    const lateEvening = new Date(2030, 5, 10, 23, 59);
    expect(await keptRoster('coach-1', 11, today, lateEvening)).not.toBeNull();
    expect(endOfDay(morning)).toBe(new Date(2030, 5, 11, 0, 0).getTime());
    const midnight = new Date(2030, 5, 11, 0, 0);
    expect(await keptRoster('coach-1', 11, today, midnight)).toBeNull();
    // Gone from the device, not only hidden.
    expect(await keptRosters('coach-1', morning)).toEqual([]);
  });

  it('is never read by another account, and is deleted when the account changes', async () => {
    await keepRoster('coach-1', roster(11), morning);
    await keepRoster('coach-1', roster(12), morning);
    expect(await keptRoster('coach-2', 11, today, morning)).toBeNull();
    expect(await keptRosters('coach-1', morning)).toEqual([]);
  });

  it('lists the account’s kept rosters, and sign-out deletes them', async () => {
    await keepRoster('coach-1', roster(11), morning);
    await keepRoster('coach-1', roster(12), morning);
    expect((await keptRosters('coach-1', morning)).map((r) => r.value.session.id)).toEqual([11, 12]);
    await forgetDeviceData();
    expect(await keptRosters('coach-1', morning)).toEqual([]);
  });
});
