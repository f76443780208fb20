import {
  type ContactMessage,
  type FieldRentalInquiry,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
  inboxMessages,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import { csvStream, type ExportColumn } from '../exports/export-writers.js';
import { messageExportColumns, rentalExportColumns } from './inbox-columns.js';
import {
  type InboxRow,
  type InboxSearch,
  inboxBatches,
  inboxPage,
  inboxStatusOf,
  inboxTables,
  updateInboxStatus,
} from './inbox-repository.js';
import type { ExportFile } from './reports-service.js';

const toMessage = (m: InboxRow<'messages'>): ContactMessage => ({
  id: m.id,
  firstName: m.first_name,
  lastName: m.last_name,
  email: m.email,
  telephone: m.telephone,
  subject: m.subject,
  message: m.message,
  dateCreated: m.created_at,
  status: m.status as InboxStatus,
});

const toInquiry = (r: InboxRow<'rentals'>): FieldRentalInquiry => ({
  id: r.id,
  fullName: r.full_name,
  streetAddress1: r.street_address1,
  streetAddress2: r.street_address2,
  city: r.city,
  state: r.state,
  zipCode: r.zip_code,
  email: r.email,
  telephone: r.telephone,
  datePreferred: r.date_preferred,
  timePreferred: r.time_preferred,
  numberOfHours: r.number_of_hours,
  numberOfFields: r.number_of_fields,
  message: r.message,
  location: r.location,
  numberOfChildren: r.number_of_children,
  childAge: r.child_age,
  dateCreated: r.created_at,
  status: r.status as InboxStatus,
});

/** Per list: how a row is sent, its CSV columns, its file name and what a missing one is called. */
const lists = {
  messages: {
    item: toMessage,
    columns: messageExportColumns,
    file: 'MESSAGES',
    missing: 'Message not found',
  },
  rentals: {
    item: toInquiry,
    columns: rentalExportColumns,
    file: 'RENTAL_INQUIRIES',
    missing: 'Inquiry not found',
  },
} as const;

type Item<K extends InboxKind> = ReturnType<(typeof lists)[K]['item']>;

const searchOf = ({ q = '', status }: InboxFilter): InboxSearch => ({
  words: q.split(/\s+/).filter(Boolean),
  status,
});

/** Staff's inbox: contact messages and rental inquiries, searched, paged, exported and marked. */
export function createInboxService({ db, clock }: ServiceDeps) {
  return {
    /** One page of a search (no filter: the whole list), newest first, and the total it matches. */
    async page<K extends InboxKind>(kind: K, filter: InboxFilter, page: number, pageSize: number) {
      const { rows, total } = await inboxPage(db, kind, searchOf(filter), page, pageSize);
      const item = lists[kind].item as (row: InboxRow<K>) => Item<K>;
      return { items: rows.map(item), total };
    },

    /** A search's rows as CSV, newest first (cells that start a formula are neutralised). */
    export<K extends InboxKind>(kind: K, filter: InboxFilter): ExportFile {
      const list = lists[kind];
      const item = list.item as (row: InboxRow<K>) => Item<K>;
      async function* items() {
        for await (const batch of inboxBatches(db, kind, searchOf(filter))) yield batch.map(item);
      }
      const stamp = clock().toISOString().slice(0, 10);
      return {
        fileName: `${list.file}_${stamp}.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: csvStream(list.columns as ExportColumn<Item<K>>[], items()),
      };
    },

    /** Sets where a row stands; a change is audited with what it was. Setting the same status changes nothing. */
    async setStatus(actor: Principal, kind: InboxKind, id: number, status: InboxStatus) {
      return db.transaction().execute(async (trx) => {
        const current = await inboxStatusOf(trx, kind, id);
        if (current === undefined) throw notFound(lists[kind].missing);
        if (current !== status) {
          if (!(await updateInboxStatus(trx, kind, id, current, status)))
            throw conflict(inboxMessages.changedMeanwhile);
          const at = clock();
          await audit(
            trx,
            actor,
            'setInboxStatus',
            inboxTables[kind].table,
            id,
            { from: current, to: status },
            at,
          );
        }
        return { id, status };
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
