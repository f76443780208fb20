import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Staff write their content in English and Spanish (decision 0055): each text a family or a
 * coach reads gets a Spanish column beside the English one, '' until staff write it (the family
 * then reads the English one). A waiver's version holds both languages, so a change of either is
 * a new version; an acceptance records the language it was read in with that version.
 */
const spanishColumns = {
  camp_specs: ['camp_name_es', 'catalog_description_es', 'attendee_notes_es'],
  tournaments: ['tournament_name_es', 'tournament_description_es'],
  consent_document_versions: ['title_es', 'body_es'],
} as const;

export function spanishContent(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of Object.entries(spanishColumns)) {
        for (const column of columns)
          await db.schema
            .alterTable(table)
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
            .execute();
      }
      await db.schema
        .alterTable('consent_acceptances')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('consent_acceptances').dropColumn('locale').execute();
      for (const [table, columns] of Object.entries(spanishColumns)) {
        for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
