import { acceptanceErrors, type WaitlistKind } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { currentDocuments } from '../waivers/waivers-repository.js';
import { type DocumentItem, recordAcceptances, type WaiverAcceptance } from '../waivers/waivers-service.js';
import { findEntry } from './waitlists-repository.js';

/**
 * The waivers and consents a family accepts on joining are kept with the entry's form and
 * recorded on the registration its offer becomes. When the item's documents changed since, the
 * family accepts them again with the offer.
 */

/** When the offer was accepted, with the acceptances given with it (none: the kept ones stand). */
export interface FreshAcceptances {
  waivers: WaiverAcceptance[];
  at: string;
}

/**
 * The acceptances kept with an entry, recorded on the registration its offer became, as of
 * when the family joined (when they accepted); a document changed since is a 409.
 */
export function recordKeptAcceptances(
  trx: Transaction<Database>,
  entry: WaitlistEntryRow,
  registration: { kind: WaitlistKind; id: number },
  item: DocumentItem,
  kept: WaiverAcceptance[],
  fresh: FreshAcceptances,
) {
  // New acceptances, given with the offer's acceptance (the documents changed since joining), are
  // checked like a form's (400 beside each document); else the kept ones (a 409 if they are stale).
  const given = fresh.waivers.length > 0;
  return recordAcceptances(trx, {
    registration,
    item,
    accountId: entry.owner_account_id,
    waivers: given ? fresh.waivers : kept,
    at: given ? fresh.at : entry.created_at,
    from: given ? 'form' : 'waitlist',
  });
}

/** An open offer's item documents, when the acceptances kept from joining no longer cover them. */
export async function documentsToAccept(db: Executor, entryId: number) {
  const entry = await findEntry(db, entryId);
  if (!entry?.document_item_id) return [];
  const kept = (JSON.parse(entry.form_json) as { waivers?: WaiverAcceptance[] }).waivers ?? [];
  const documents = await currentDocuments(db, entry.kind, entry.document_item_id);
  return Object.keys(acceptanceErrors(documents, kept)).length > 0 ? documents : [];
}
