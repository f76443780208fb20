/**
 * The one IndexedDB database the site keeps on a device (decision 0107): the coach's rosters of
 * the day and the writes not yet sent. Apart from `device-db.ts` so that sign-out, which every
 * page can reach, deletes it without bringing the IndexedDB library into the start-up code.
 */
export const deviceDbName = 'soccer-device';

/**
 * Deletes everything the site keeps on this device. Resolves when the browser has deleted it,
 * when it cannot (no IndexedDB), or after `waitMs` (an open connection elsewhere is told to close
 * and the deletion completes when it does).
 */
export function forgetDeviceData(waitMs = 2000): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(done, waitMs);
    const finish = () => {
      clearTimeout(timer);
      done();
    };
    try {
      const request = indexedDB.deleteDatabase(deviceDbName);
      request.onsuccess = finish;
      request.onerror = finish;
    } catch {
      finish();
    }
  });
}
