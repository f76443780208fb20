import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './index.js';

/**
 * Every change of a registration's status writes one history row (from, to, when, why, who), so
 * staff can read what happened to it: a hold the sweeper expired leaves a trace like any other.
 * A move to another session keeps the status and says where in `reason`.
 *
 * Each checkout attempt names what it pays (`payable`): a camp registration, a team, an order's
 * registrations together, or a move's difference. Settlement hands the provider's record to that
 * payable; earlier attempts are named from what they were (a move's checkout has its move, an
 * order's has a line per registration).
 */
export function ledgerHistory({ withId }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('registration_history'))
        .addColumn('registration_kind', 'text', (c) => c.notNull())
        .addColumn('registration_id', 'integer', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('registration_history_of')
        .on('registration_history')
        .columns(['registration_kind', 'registration_id'])
        .execute();

      await db.schema
        .alterTable('payment_attempts')
        .addColumn('payable', 'text', (c) => c.notNull().defaultTo('camp'))
        .execute();
      await sql`update payment_attempts set payable = case
          when switch_id is not null then 'move'
          when (select count(*) from payment_attempts b
                where b.provider_session_id = payment_attempts.provider_session_id) > 1 then 'order'
          else registration_kind end`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_attempts').dropColumn('payable').execute();
      await db.schema.dropTable('registration_history').execute();
    },
  };
}
