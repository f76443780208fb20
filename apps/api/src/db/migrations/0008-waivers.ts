import type { Kysely } from 'kysely';
import { withId as idColumn } from './id-column.js';
import type { MigrationContext } from './index.js';

/**
 * Waivers and consents. A document belongs to a camp (`owner` 'camp', `item_id` a camp_specs id:
 * all its sessions) or a tournament; its text lives in versions, one row per edit, never changed
 * afterwards. `current_version` is what registrations must accept; a retired document is no
 * longer asked for. An acceptance names the registration, the document and the version accepted,
 * the full name typed, when, and by which account.
 */
export function waivers({ engine }: MigrationContext) {
  const withId = idColumn(engine);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('consent_documents'))
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        // contracts `DocumentKind`
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('current_version', 'integer', (c) => c.notNull())
        .addColumn('retired_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('consent_documents_item')
        .on('consent_documents')
        .columns(['owner', 'item_id'])
        .execute();
      await withId(db.schema.createTable('consent_document_versions'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('consent_documents.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('consent_document_versions_unique', ['document_id', 'version'])
        .execute();
      await withId(db.schema.createTable('consent_acceptances'))
        // 'camp' | 'tournament' (contracts `RegistrationKind`)
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        .addColumn('document_id', 'integer', (c) => c.notNull().references('consent_documents.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('consent_acceptances_registration')
        .on('consent_acceptances')
        .columns(['registration_kind', 'registration_id'])
        .execute();
      await db.schema
        .createIndex('consent_acceptances_account')
        .on('consent_acceptances')
        .column('account_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('consent_acceptances').execute();
      await db.schema.dropTable('consent_document_versions').execute();
      await db.schema.dropTable('consent_documents').execute();
    },
  };
}
