import type { Executor } from '../../../db/database.js';

/** The catalogue rows that carry details (contracts `catalog-details`), as JSON in `details`. */
export type DetailsTable = 'camp_specs' | 'camp_sessions' | 'tournaments';
// Kysely cannot type a union of tables; every one of them has `id` and `details`.
type AnyDetailsTable = 'camp_specs';

/** False when there is no such row. */
export async function saveDetails(db: Executor, table: DetailsTable, id: number, details: object) {
  const result = await db
    .updateTable(table as AnyDetailsTable)
    .set({ details: JSON.stringify(details) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every stored details text (to find the images still shown). */
export async function allDetails(db: Executor): Promise<string[]> {
  const rows = await Promise.all(
    (['camp_specs', 'camp_sessions', 'tournaments'] as const).map((table) =>
      db
        .selectFrom(table as AnyDetailsTable)
        .select('details')
        .where('details', 'is not', null)
        .execute(),
    ),
  );
  return rows.flat().flatMap((r) => (r.details ? [r.details] : []));
}

export interface StoredImage {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Stores an image once: the same bytes have the same hash, so a second upload changes nothing. */
export async function insertImage(db: Executor, image: StoredImage, at: string) {
  await db
    .insertInto('catalog_images')
    .values({
      hash: image.hash,
      content_type: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      created_at: at,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export async function findImage(db: Executor, hash: string): Promise<StoredImage | undefined> {
  const row = await db.selectFrom('catalog_images').selectAll().where('hash', '=', hash).executeTakeFirst();
  return (
    row && {
      hash: row.hash,
      contentType: row.content_type,
      width: row.width,
      height: row.height,
      bytes: Buffer.from(row.bytes),
    }
  );
}

/** The hashes of these that are stored. */
export async function storedImageHashes(db: Executor, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db.selectFrom('catalog_images').select('hash').where('hash', 'in', hashes).execute();
  return new Set(rows.map((r) => r.hash));
}

/** Deletes the images created before `before` that are not in `keep`; answers how many. */
export async function deleteImagesExcept(db: Executor, keep: Set<string>, before: string) {
  const old = await db.selectFrom('catalog_images').select('hash').where('created_at', '<', before).execute();
  const unused = old.map((r) => r.hash).filter((h) => !keep.has(h));
  if (!unused.length) return 0;
  await db.deleteFrom('catalog_images').where('hash', 'in', unused).execute();
  return unused.length;
}

export async function deleteImage(db: Executor, hash: string) {
  const result = await db.deleteFrom('catalog_images').where('hash', '=', hash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
