import type { Kysely } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * A message from the office goes out in short batches (decision 0088): `status` gains `sending`,
 * and the server writing its batches holds it for a while.
 * - `sender`: who is writing its batches (a random id per delivery); null when nobody is.
 * - `sending_until`: when that hold runs out unless the sender writes another batch; after it,
 *   the message's job (on any server) takes the message over and writes the rest.
 */
export function officeMessageSending(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('office_messages').addColumn('sender', 'text').execute();
      await db.schema.alterTable('office_messages').addColumn('sending_until', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('office_messages').dropColumn('sending_until').execute();
      await db.schema.alterTable('office_messages').dropColumn('sender').execute();
    },
  };
}
