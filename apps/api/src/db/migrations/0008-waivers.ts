import type { Kysely } from 'kysely';
import { index, required } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Waivers and consents. A document belongs to a camp (`owner` 'camp', `item_id` a camp_specs id:
 * all its sessions) or a tournament; its text lives in versions, one row per edit, never changed
 * afterwards. `current_version` is what registrations must accept; a retired document is no
 * longer asked for. An acceptance names the registration, the document and the version accepted,
 * the full name typed, when, and by which account.
 */
export function waivers({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('consent_documents'))
        .$call(
          required(
            'owner text',
            'item_id integer',
            // contracts `DocumentKind`
            'kind text',
            'current_version integer',
          ),
        )
        .addColumn('retired_at', 'text')
        .$call(required('created_at text', 'updated_at text'))
        .execute();
      await index(db, 'consent_documents_item', 'consent_documents', ['owner', 'item_id']).execute();
      await withId(db.schema.createTable('consent_document_versions'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('consent_documents.id'))
        .$call(required('version integer', 'title text', 'body text', 'created_by text', 'created_at text'))
        .addUniqueConstraint('consent_document_versions_unique', ['document_id', 'version'])
        .execute();
      await withId(db.schema.createTable('consent_acceptances'))
        // 'camp' | 'tournament' (contracts `RegistrationKind`)
        .$call(required('registration_kind text', 'registration_id integer'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('consent_documents.id'))
        .$call(required('version integer', 'full_name text', 'accepted_at text', 'account_id text'))
        .execute();
      await index(db, 'consent_acceptances_registration', 'consent_acceptances', [
        'registration_kind',
        'registration_id',
      ]).execute();
      await index(db, 'consent_acceptances_account', 'consent_acceptances', ['account_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('consent_acceptances').execute();
      await db.schema.dropTable('consent_document_versions').execute();
      await db.schema.dropTable('consent_documents').execute();
    },
  };
}
