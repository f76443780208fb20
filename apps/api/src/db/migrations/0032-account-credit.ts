import { type Kysely, sql } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Account credit (decision 0096). `credit_entries` is the append-only ledger of each account's
 * credit: one signed row per grant, cancellation taken as credit, credit spent at checkout,
 * credit returned or released, with its reason, who wrote it, and the registration, checkout and
 * receipt it concerns. `credit_balances` holds each account's sum, changed only by a conditional
 * update in the transaction that writes the entry, and checked never below zero on both engines.
 * `payment_attempts.credit_cents` is the part of a line the checkout paid in credit (its
 * `amount_cents` is the card's part); `refunds.form` is 'card', or 'credit' for a refund given as
 * credit instead of money back to the card.
 */
export function accountCredit({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('credit_balances')
        .addColumn('account_id', 'text', (c) => c.primaryKey())
        .$call(required('balance_cents integer', 'updated_at text'))
        .addCheckConstraint('credit_balances_not_negative', sql`balance_cents >= 0`)
        .execute();
      await db.schema
        .createTable('credit_entries')
        .$call(withId(engine))
        .$call(required('account_id text', 'kind text', 'amount_cents integer', 'reason text', 'by_id text'))
        .addColumn('registration_kind', 'text')
        .addColumn('registration_id', 'integer')
        .addColumn('checkout_id', 'text')
        .addColumn('receipt_number', 'integer')
        .$call(required('created_at text'))
        .execute();
      await index(db, 'credit_entries_account', 'credit_entries', ['account_id', 'id']).execute();
      await index(db, 'credit_entries_checkout', 'credit_entries', ['checkout_id']).execute();
      await index(db, 'credit_entries_registration', 'credit_entries', [
        'registration_kind',
        'registration_id',
      ]).execute();
      await db.schema
        .alterTable('payment_attempts')
        .addColumn('credit_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('refunds')
        .addColumn('form', 'text', (c) => c.notNull().defaultTo('card'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('refunds').dropColumn('form').execute();
      await db.schema.alterTable('payment_attempts').dropColumn('credit_cents').execute();
      await db.schema.dropTable('credit_entries').execute();
      await db.schema.dropTable('credit_balances').execute();
    },
  };
}
