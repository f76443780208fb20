import { sql } from 'kysely';
import type { Trx } from '../../db/database.js';
import type { RegistrationKind } from './registration-kinds.js';

/**
 * A coupon's uses are held like seats (decision 0086): an unpaid hold that lapses or is
 * cancelled gives its use back, in the transaction of that change, and a lapsed hold paid after
 * all takes it again (the money is already paid: like its seat, it is not refused then).
 */
export async function releaseCouponUse(trx: Trx, kind: RegistrationKind, id: number, at: string) {
  const use = await trx
    .updateTable('coupon_uses')
    .set({ released_at: at })
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .where('released_at', 'is', null)
    .returning('coupon_id')
    .executeTakeFirst();
  if (use)
    await trx
      .updateTable('coupons')
      .set({ uses_taken: sql`uses_taken - 1` })
      .where('id', '=', use.coupon_id)
      .execute();
}

export async function retakeCouponUse(trx: Trx, kind: RegistrationKind, id: number) {
  const use = await trx
    .updateTable('coupon_uses')
    .set({ released_at: null })
    .where('registration_kind', '=', kind)
    .where('registration_id', '=', id)
    .where('released_at', 'is not', null)
    .returning('coupon_id')
    .executeTakeFirst();
  if (use)
    await trx
      .updateTable('coupons')
      .set({ uses_taken: sql`uses_taken + 1` })
      .where('id', '=', use.coupon_id)
      .execute();
}
