import { deviceDb, type KeptRecord } from './device-db';

/**
 * Things kept on this device for one account until a moment (decision 0107): written when read
 * online, read when offline. Another account's records and expired ones are deleted before any
 * read, so they are never shown.
 */

export type { KeptRecord } from './device-db';

/** Keeps `value` under `key` for `owner` until `expiresAt` (epoch ms). */
export async function keep<T>(key: string, owner: string, value: T, expiresAt: number, now = new Date()) {
  const db = await deviceDb();
  const record: KeptRecord<T> = { key, owner, savedAt: now.toISOString(), expiresAt, value };
  await db.put('kept', record);
}

/** Deletes the records that expired by `now` and every record of another account. */
export async function sweepKept(owner: string, now = new Date()): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('kept', 'readwrite');
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (cursor.value.owner !== owner || cursor.value.expiresAt <= now.getTime()) await cursor.delete();
  }
  await tx.done;
}

/** The owner's record under `key` (after a sweep), or null. */
export async function readKept<T>(
  key: string,
  owner: string,
  now = new Date(),
): Promise<KeptRecord<T> | null> {
  await sweepKept(owner, now);
  const db = await deviceDb();
  const record = await db.get('kept', key);
  return record ? (record as KeptRecord<T>) : null;
}

/** The owner's records whose key starts with `prefix` (after a sweep). */
export async function listKept<T>(prefix: string, owner: string, now = new Date()): Promise<KeptRecord<T>[]> {
  await sweepKept(owner, now);
  const db = await deviceDb();
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  return (await db.getAll('kept', range)) as KeptRecord<T>[];
}

/** Deletes the record under `key` (the server said it may no longer be read). */
export async function forgetKept(key: string): Promise<void> {
  const db = await deviceDb();
  await db.delete('kept', key);
}
