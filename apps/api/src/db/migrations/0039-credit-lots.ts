import { type Kysely, sql } from 'kysely';
import { index, required, withId } from './columns.js';
import type { MigrationContext } from './index.js';

/**
 * Account credit in lots that know their cash value (decision 0113). `credit_lots`: each credit
 * an account received, `cash` 1 when it is money the family paid (a card payment given back as
 * credit) and 0 when it is not (staff's goodwill, the bonus on credit taken at cancel), with what
 * is left of it (never below zero, never above what it was). `credit_lot_uses`: what a checkout
 * took from a lot for a registration (positive) and gave back (negative), so credit released or
 * returned goes back to the lots it came from, with its cash value.
 *
 * Existing balances become at most two lots per account, as if credit had been spent in the
 * order lots are spent now (cash first): of the balance, what the account received without cash
 * value (grants, and the bonus: credit taken at cancel less the card refunds taken as credit) is
 * what is left first, up to the balance, as a lot without cash value; the rest of the balance is
 * a cash lot.
 */
export function creditLots({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('credit_lots')
        .$call(withId(engine))
        .$call(
          required('account_id text', 'cash integer', 'source text', 'cents integer', 'left_cents integer'),
        )
        .$call(required('created_at text'))
        .addCheckConstraint('credit_lots_left', sql`left_cents >= 0 and left_cents <= cents`)
        .execute();
      await index(db, 'credit_lots_account', 'credit_lots', ['account_id', 'id']).execute();
      await db.schema
        .createTable('credit_lot_uses')
        .$call(withId(engine))
        .$call(required('lot_id integer', 'checkout_id text', 'cents integer', 'created_at text'))
        .addColumn('registration_kind', 'text')
        .addColumn('registration_id', 'integer')
        .execute();
      await index(db, 'credit_lot_uses_checkout', 'credit_lot_uses', ['checkout_id']).execute();

      const accounts = await sql<{ account_id: string; balance_cents: number; updated_at: string }>`
        select account_id, balance_cents, updated_at from credit_balances where balance_cents > 0`.execute(
        db,
      );
      for (const a of accounts.rows) {
        const entries = await sql<{ kind: string; cents: number }>`
          select kind, coalesce(sum(amount_cents), 0) as cents from credit_entries
          where account_id = ${a.account_id} and kind in ('grant', 'cancel') group by kind`.execute(db);
        const sumOf = (kind: string) => Number(entries.rows.find((r) => r.kind === kind)?.cents ?? 0);
        const cardAsCredit = await sql<{ cents: number }>`
          select coalesce(sum(f.amount_cents), 0) as cents from refunds f
          left join camp_registrations c on f.registration_kind = 'camp' and c.id = f.registration_id
          left join tournament_registrations t on f.registration_kind = 'tournament' and t.id = f.registration_id
          where f.form = 'credit' and coalesce(c.owner_account_id, t.owner_account_id) = ${a.account_id}`.execute(
          db,
        );
        const withoutCash = Math.max(
          0,
          sumOf('grant') + sumOf('cancel') - Number(cardAsCredit.rows[0]?.cents ?? 0),
        );
        const gift = Math.min(Number(a.balance_cents), withoutCash);
        for (const [cash, cents] of [
          [1, Number(a.balance_cents) - gift],
          [0, gift],
        ] as const)
          if (cents > 0)
            await sql`insert into credit_lots (account_id, cash, source, cents, left_cents, created_at)
              values (${a.account_id}, ${cash}, 'opening', ${cents}, ${cents}, ${a.updated_at})`.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('credit_lot_uses').execute();
      await db.schema.dropTable('credit_lots').execute();
    },
  };
}
