import { type Kysely, sql } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Coupons (decision 0086). `coupons` holds each code (in capitals, unique), its discount, its
 * days, its limits and `uses_taken`: the uses held now, raised by a conditional update in the
 * transaction that inserts the registration and lowered when an unpaid hold lapses or is
 * cancelled, so the total limit holds under any race on either engine. `coupon_items` are the
 * chosen camps, sessions and tournaments of a coupon that is not for every program.
 * `coupon_uses` is one row per registration that used a coupon (what it took off), its
 * `released_at` set when the use was given back.
 */
export function coupons({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coupons')
        .$call(withId(engine))
        .$call(required('code text', 'kind text', 'amount_cents integer', 'percent integer'))
        .$call(required('valid_from text', 'valid_to text'))
        .addColumn('total_uses', 'integer')
        .addColumn('uses_per_account', 'integer')
        .$call(required('scope text', 'active integer', 'uses_taken integer'))
        .$call(required('created_at text', 'updated_at text'))
        .addCheckConstraint('coupons_uses_taken', sql`uses_taken >= 0`)
        .execute();
      await index(db, 'coupons_code', 'coupons', ['code']).unique().execute();
      await db.schema
        .createTable('coupon_items')
        .$call(required('coupon_id integer', 'item_kind text', 'item_id integer'))
        .addPrimaryKeyConstraint('coupon_items_pk', ['coupon_id', 'item_kind', 'item_id'])
        .execute();
      await db.schema
        .createTable('coupon_uses')
        .$call(withId(engine))
        .$call(required('coupon_id integer', 'account_id text', 'registration_kind text'))
        .$call(required('registration_id integer', 'discount_cents integer', 'taken_at text'))
        .addColumn('released_at', 'text')
        .execute();
      await index(db, 'coupon_uses_registration', 'coupon_uses', ['registration_kind', 'registration_id'])
        .unique()
        .execute();
      await index(db, 'coupon_uses_account', 'coupon_uses', ['coupon_id', 'account_id']).execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('coupon_uses').execute();
      await db.schema.dropTable('coupon_items').execute();
      await db.schema.dropTable('coupons').execute();
    },
  };
}
