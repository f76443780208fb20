import type {
  Acceptance,
  CatalogDocument,
  ConsentDocument,
  DocumentKind,
  DocumentOwner,
  Locale,
} from '@soccer/contracts';
import { isLocale } from '@soccer/contracts';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { groupBy } from '../../lib/collections.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';

/** Documents with the title and text of their current version. */
function documentQuery(db: Executor) {
  return db
    .selectFrom('consent_documents as d')
    .innerJoin('consent_document_versions as v', (j) =>
      j.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'),
    )
    .select([
      'd.id',
      'd.owner',
      'd.item_id',
      'd.kind',
      'd.current_version',
      'd.retired_at',
      'd.updated_at',
      'v.title',
      'v.body',
      'v.title_es',
      'v.body_es',
    ]);
}
type DocumentRecord = Awaited<ReturnType<ReturnType<typeof documentQuery>['executeTakeFirstOrThrow']>>;

const toDocument = (r: DocumentRecord): ConsentDocument => ({
  id: r.id,
  kind: r.kind,
  version: r.current_version,
  title: r.title,
  body: r.body,
  es: { title: r.title_es, body: r.body_es },
});

/** Every registration asks it, in its transaction: compiled once (preparedQuery). */
const currentDocumentRows = preparedQuery((db, owner: DocumentOwner, itemId: number) =>
  documentQuery(db)
    .where('d.owner', '=', owner)
    .where('d.item_id', '=', itemId)
    .where('d.retired_at', 'is', null)
    .orderBy('d.id'),
);

/** The documents a registration for this camp or tournament must accept, oldest first. */
export async function currentDocuments(db: Executor, owner: DocumentOwner, itemId: number) {
  return (await currentDocumentRows(db, owner, itemId)).rows.map(toDocument);
}

/** The camp a session belongs to (its documents are the camp's); undefined when there is no such session. */
export async function campOfSession(db: Executor, sessionId: number) {
  const row = await db
    .selectFrom('camp_sessions')
    .select('camp_spec_id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.camp_spec_id;
}

/** Every document of the catalogue, retired ones too. */
export async function allDocuments(db: Executor): Promise<CatalogDocument[]> {
  const rows = await documentQuery(db).orderBy('d.id').execute();
  return rows.map((r) => ({
    ...toDocument(r),
    owner: r.owner,
    itemId: r.item_id,
    retired: r.retired_at !== null,
    updatedAt: r.updated_at,
  }));
}

export async function findDocument(db: Executor, id: number) {
  return documentQuery(db).where('d.id', '=', id).executeTakeFirst();
}

export async function insertDocument(
  db: Executor,
  values: { owner: DocumentOwner; itemId: number; kind: DocumentKind; at: string },
) {
  const { id } = await db
    .insertInto('consent_documents')
    .values({
      owner: values.owner,
      item_id: values.itemId,
      kind: values.kind,
      current_version: 1,
      retired_at: null,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A document's version row; versions are only ever added. */
export async function insertVersion(
  db: Executor,
  values: {
    documentId: number;
    version: number;
    title: string;
    body: string;
    es: { title: string; body: string };
    by: string;
    at: string;
  },
) {
  await db
    .insertInto('consent_document_versions')
    .values({
      document_id: values.documentId,
      version: values.version,
      title: values.title,
      body: values.body,
      title_es: values.es.title,
      body_es: values.es.body,
      created_by: values.by,
      created_at: values.at,
    })
    .execute();
}

/**
 * Moves a live document on: its kind, and its current version from `from` to `to` (the same
 * when only the kind changed). False when it was retired or changed meanwhile.
 */
export async function advanceDocument(
  db: Executor,
  id: number,
  change: { kind: DocumentKind; from: number; to: number; at: string },
) {
  const result = await db
    .updateTable('consent_documents')
    .set({ kind: change.kind, current_version: change.to, updated_at: change.at })
    .where('id', '=', id)
    .where('current_version', '=', change.from)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** False when it was already retired. */
export async function retireDocument(db: Executor, id: number, at: string) {
  const result = await db
    .updateTable('consent_documents')
    .set({ retired_at: at, updated_at: at })
    .where('id', '=', id)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertAcceptances(
  db: Executor,
  rows: (Omit<Insertable<Database['consent_acceptances']>, 'id'> & {
    registration_kind: RegistrationKind | 'rosterInvite';
    locale: Locale;
  })[],
) {
  if (rows.length) await db.insertInto('consent_acceptances').values(rows).execute();
}

/** Acceptances with their version's title, oldest first. */
function acceptanceQuery(db: Executor) {
  return db
    .selectFrom('consent_acceptances as a')
    .innerJoin('consent_documents as d', 'd.id', 'a.document_id')
    .innerJoin('consent_document_versions as v', (j) =>
      j.onRef('v.document_id', '=', 'a.document_id').onRef('v.version', '=', 'a.version'),
    )
    .select([
      'a.registration_kind',
      'a.registration_id',
      'a.document_id',
      'a.version',
      'a.full_name',
      'a.accepted_at',
      'a.locale',
      'd.kind',
      'v.title',
    ])
    .orderBy('a.id');
}
type AcceptanceRecord = Awaited<ReturnType<ReturnType<typeof acceptanceQuery>['executeTakeFirstOrThrow']>>;

const toAcceptance = (r: AcceptanceRecord): Acceptance => ({
  documentId: r.document_id,
  kind: r.kind,
  title: r.title,
  version: r.version,
  fullName: r.full_name,
  acceptedAt: r.accepted_at,
  locale: isLocale(r.locale) ? r.locale : 'en',
});

/** The acceptances of these registrations, by registration id (one query for all of them). */
export async function acceptancesOf(
  db: Executor,
  kind: RegistrationKind | 'rosterInvite',
  ids: readonly number[],
) {
  if (ids.length === 0) return new Map<number, Acceptance[]>();
  const rows = await acceptanceQuery(db)
    .where('a.registration_kind', '=', kind)
    .where('a.registration_id', 'in', [...ids])
    .execute();
  return groupBy(rows, (r) => r.registration_id, toAcceptance);
}

/** Everything an account accepted, each with the registration it was for. */
export async function acceptancesOfAccount(db: Executor, accountId: string) {
  const rows = await acceptanceQuery(db).where('a.account_id', '=', accountId).execute();
  return rows.map((r) => ({
    registrationKind: r.registration_kind,
    registrationId: r.registration_id,
    ...toAcceptance(r),
  }));
}

/** Empties the typed names on these registrations' acceptances (erasure and retention). */
export async function eraseAcceptanceNames(
  db: Executor,
  kind: RegistrationKind | 'rosterInvite',
  ids: readonly number[],
  erased: string,
) {
  if (ids.length === 0) return;
  await db
    .updateTable('consent_acceptances')
    .set({ full_name: erased })
    .where('registration_kind', '=', kind)
    .where('registration_id', 'in', [...ids])
    .execute();
}

/** `{ acceptances }` when there are some, else nothing (answers leave the field out). */
export const withAcceptances = (list: Acceptance[] | undefined) =>
  list?.length ? { acceptances: list } : {};
