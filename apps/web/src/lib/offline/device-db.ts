import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { deviceDbName } from './forget-device-data';

/** A write made on this device, waiting to be sent (the outbox, decision 0108). */
export interface QueuedWrite {
  /** The order of queueing (the store's key). */
  seq?: number;
  /** The client's id (a UUID): the same write is queued once and sent until the server answers. */
  id: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the page lists while it waits, in the reader's words ("Check-in: Ana"). */
  label?: string;
  /** When it was queued (ISO instant). */
  queuedAt: string;
  /** Tries that reached no answer or a server error. */
  attempts: number;
}

/** Something kept for an account until a moment (the coach's roster of the day, decision 0107). */
export interface KeptRecord<T = unknown> {
  key: string;
  /** The account (`sub`) it was read for: another account never reads it. */
  owner: string;
  /** When it was read from the server (ISO instant). */
  savedAt: string;
  /** Epoch milliseconds after which it is deleted unread. */
  expiresAt: number;
  value: T;
}

interface DeviceSchema extends DBSchema {
  outbox: { key: number; value: QueuedWrite; indexes: { id: string } };
  kept: { key: string; value: KeptRecord };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;

let opening: Promise<DeviceDb> | null = null;

/** The device's database, opened once per page; it closes itself when sign-out deletes it. */
export function deviceDb(): Promise<DeviceDb> {
  opening ??= openDB<DeviceSchema>(deviceDbName, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('id', 'id', { unique: true });
      db.createObjectStore('kept', { keyPath: 'key' });
    },
    blocking() {
      // Another page deletes the database (sign-out) or upgrades it: let it.
      void closeDeviceDb();
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Closes this page's connection (before the database is deleted, and between tests). */
export async function closeDeviceDb(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
}
