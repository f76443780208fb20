import type { Coupon, CouponKind, CouponScope, CouponUse } from '@soccer/contracts';
import { sql } from 'kysely';
import { lockAccount } from '../../db/account-lock.js';
import type { Engine, Executor, Trx } from '../../db/database.js';
import type { CouponRow } from '../../db/schema.js';
import { dollars } from '../../lib/money.js';

/** The chosen items of a coupon, by kind, as the coupon_items table names them. */
const itemKinds = { campIds: 'camp', sessionIds: 'session', tournamentIds: 'tournament' } as const;
type ItemLists = { campIds: number[]; sessionIds: number[]; tournamentIds: number[] };

export type CouponValues = Omit<CouponRow, 'id' | 'uses_taken' | 'created_at'>;

async function itemsOf(db: Executor, couponIds: number[]) {
  const items = new Map<number, ItemLists>();
  for (const id of couponIds) items.set(id, { campIds: [], sessionIds: [], tournamentIds: [] });
  if (couponIds.length === 0) return items;
  const rows = await db.selectFrom('coupon_items').selectAll().where('coupon_id', 'in', couponIds).execute();
  for (const r of rows) {
    const list = Object.entries(itemKinds).find(([, kind]) => kind === r.item_kind)?.[0] as keyof ItemLists;
    items.get(r.coupon_id)?.[list].push(r.item_id);
  }
  return items;
}

async function writeItems(trx: Executor, couponId: number, items: ItemLists) {
  await trx.deleteFrom('coupon_items').where('coupon_id', '=', couponId).execute();
  const rows = (Object.keys(itemKinds) as (keyof ItemLists)[]).flatMap((list) =>
    [...new Set(items[list])].map((item_id) => ({
      coupon_id: couponId,
      item_kind: itemKinds[list],
      item_id,
    })),
  );
  if (rows.length > 0) await trx.insertInto('coupon_items').values(rows).execute();
}

/** A coupon row as staff read it, with its chosen items and what its held uses took off. */
function toCoupon(r: CouponRow, items: ItemLists, discountCents: number): Coupon {
  return {
    id: r.id,
    code: r.code,
    kind: r.kind as CouponKind,
    value: r.kind === 'amount' ? dollars(r.amount_cents) : r.percent,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    totalUses: r.total_uses,
    usesPerAccount: r.uses_per_account,
    scope: r.scope as CouponScope,
    active: r.active === 1,
    usesTaken: r.uses_taken,
    discountGiven: dollars(discountCents),
    ...items,
  };
}

/** Every coupon, newest first, with its items and the discount of its held uses (three queries). */
export async function listCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await db.selectFrom('coupons').selectAll().orderBy('id', 'desc').execute();
  const ids = rows.map((r) => r.id);
  const [items, given] = await Promise.all([
    itemsOf(db, ids),
    ids.length === 0
      ? []
      : db
          .selectFrom('coupon_uses')
          .select(['coupon_id', sql<number>`coalesce(sum(discount_cents), 0)`.as('cents')])
          .where('coupon_id', 'in', ids)
          .where('released_at', 'is', null)
          .groupBy('coupon_id')
          .execute(),
  ]);
  const cents = new Map(given.map((g) => [g.coupon_id, Number(g.cents)]));
  return rows.map((r) => toCoupon(r, items.get(r.id)!, cents.get(r.id) ?? 0));
}

export async function findCoupon(db: Executor, id: number) {
  const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { row, items: (await itemsOf(db, [id])).get(id)! };
}

/** The coupon of `code` (kept in capitals), with its chosen items. */
export async function findCouponByCode(db: Executor, code: string) {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return undefined;
  return { row, items: (await itemsOf(db, [row.id])).get(row.id)! };
}

export async function insertCoupon(trx: Executor, values: CouponValues, items: ItemLists, at: string) {
  const { id } = await trx
    .insertInto('coupons')
    .values({ ...values, uses_taken: 0, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeItems(trx, id, items);
  return id;
}

export async function updateCoupon(trx: Executor, id: number, values: CouponValues, items: ItemLists) {
  await trx.updateTable('coupons').set(values).where('id', '=', id).execute();
  await writeItems(trx, id, items);
}

export type TakeUseResult = 'taken' | 'usedUp' | 'usedUpByAccount';

/**
 * Takes one use of a coupon for a new registration, in the transaction that inserts it: the
 * account's held uses are counted under the account's lock, then one conditional UPDATE raises
 * `uses_taken` only while it is under the total, so concurrent checkouts never take more uses
 * than the coupon has, on either engine. Nothing is written when it is refused (the caller
 * rolls the registration back).
 */
export async function takeCouponUse(
  trx: Trx,
  engine: Engine,
  use: {
    couponId: number;
    accountId: string;
    usesPerAccount: number | null;
    registrationKind: 'camp' | 'tournament';
    registrationId: number;
    discountCents: number;
    at: string;
  },
): Promise<TakeUseResult> {
  await lockAccount(trx, engine, use.accountId);
  if (use.usesPerAccount !== null) {
    const { held } = await trx
      .selectFrom('coupon_uses')
      .select((eb) => eb.fn.countAll<number>().as('held'))
      .where('coupon_id', '=', use.couponId)
      .where('account_id', '=', use.accountId)
      .where('released_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(held) >= use.usesPerAccount) return 'usedUpByAccount';
  }
  const raised = await trx
    .updateTable('coupons')
    .set({ uses_taken: sql`uses_taken + 1` })
    .where('id', '=', use.couponId)
    .where((eb) => eb.or([eb('total_uses', 'is', null), eb('uses_taken', '<', eb.ref('total_uses'))]))
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) !== 1) return 'usedUp';
  // An edited team that had a coupon before: its old use was given back and is replaced.
  await trx
    .deleteFrom('coupon_uses')
    .where('registration_kind', '=', use.registrationKind)
    .where('registration_id', '=', use.registrationId)
    .execute();
  await trx
    .insertInto('coupon_uses')
    .values({
      coupon_id: use.couponId,
      account_id: use.accountId,
      registration_kind: use.registrationKind,
      registration_id: use.registrationId,
      discount_cents: use.discountCents,
      taken_at: use.at,
      released_at: null,
    })
    .execute();
  return 'taken';
}

/** The coupon each registration used (held or given back), by registration id. */
export async function couponUsesOf(db: Executor, kind: 'camp' | 'tournament', registrationIds: number[]) {
  const uses = new Map<number, { code: string; discountCents: number }>();
  if (registrationIds.length === 0) return uses;
  const rows = await db
    .selectFrom('coupon_uses as u')
    .innerJoin('coupons as c', 'c.id', 'u.coupon_id')
    .select(['u.registration_id', 'c.code', 'u.discount_cents'])
    .where('u.registration_kind', '=', kind)
    .where('u.registration_id', 'in', registrationIds)
    .execute();
  for (const r of rows) uses.set(r.registration_id, { code: r.code, discountCents: r.discount_cents });
  return uses;
}

/** A registration's coupon as the API returns it (spread into the registration; nothing without one). */
export const withCoupon = (use: { code: string; discountCents: number } | undefined) =>
  use ? { couponCode: use.code, couponDiscountAmount: dollars(use.discountCents) } : {};

/** Every held use of every coupon (or of one), newest first: who used it, for what, and its status now. */
export async function listCouponUses(db: Executor, couponId?: number): Promise<CouponUse[]> {
  let camps = db
    .selectFrom('coupon_uses as u')
    .innerJoin('coupons as c', 'c.id', 'u.coupon_id')
    .innerJoin('camp_registrations as r', 'r.id', 'u.registration_id')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .innerJoin('camp_specs as p', 'p.id', 's.camp_spec_id')
    .select([
      'c.code',
      'u.registration_id',
      'u.discount_cents',
      'u.taken_at',
      'r.status',
      'r.owner_email',
      sql<string>`r.player_first_name || ' ' || r.player_last_name`.as('who'),
      'p.camp_name as what',
    ])
    .where('u.registration_kind', '=', 'camp')
    .where('u.released_at', 'is', null);
  let teams = db
    .selectFrom('coupon_uses as u')
    .innerJoin('coupons as c', 'c.id', 'u.coupon_id')
    .innerJoin('tournament_registrations as r', 'r.id', 'u.registration_id')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .select([
      'c.code',
      'u.registration_id',
      'u.discount_cents',
      'u.taken_at',
      'r.status',
      'r.owner_email',
      'r.team_name as who',
      't.tournament_name as what',
    ])
    .where('u.registration_kind', '=', 'tournament')
    .where('u.released_at', 'is', null);
  if (couponId !== undefined) {
    camps = camps.where('u.coupon_id', '=', couponId);
    teams = teams.where('u.coupon_id', '=', couponId);
  }
  const [campRows, teamRows] = await Promise.all([camps.execute(), teams.execute()]);
  const rows = [
    ...campRows.map((r) => ({ ...r, kind: 'camp' as const })),
    ...teamRows.map((r) => ({ ...r, kind: 'tournament' as const })),
  ];
  rows.sort((a, b) => (a.taken_at < b.taken_at ? 1 : a.taken_at > b.taken_at ? -1 : 0));
  return rows.map((r) => ({
    couponCode: r.code,
    registrationKind: r.kind,
    registrationId: r.registration_id,
    who: r.who,
    what: r.what,
    accountEmail: r.owner_email,
    discount: dollars(r.discount_cents),
    status: r.status,
    takenAt: r.taken_at,
  }));
}

/**
 * The held coupon uses of every camp session (`camp`) or tournament age group (`tournament`) and
 * what they took off, in cents: one query.
 */
export async function couponsByItem(db: Executor, kind: 'camp' | 'tournament') {
  const rows =
    kind === 'camp'
      ? await db
          .selectFrom('coupon_uses as u')
          .innerJoin('camp_registrations as r', 'r.id', 'u.registration_id')
          .select([
            'r.camp_session_id as item',
            sql<number>`count(*)`.as('uses'),
            sql<number>`sum(u.discount_cents)`.as('cents'),
          ])
          .where('u.registration_kind', '=', 'camp')
          .where('u.released_at', 'is', null)
          .groupBy('r.camp_session_id')
          .execute()
      : await db
          .selectFrom('coupon_uses as u')
          .innerJoin('tournament_registrations as r', 'r.id', 'u.registration_id')
          .select([
            'r.age_range_id as item',
            sql<number>`count(*)`.as('uses'),
            sql<number>`sum(u.discount_cents)`.as('cents'),
          ])
          .where('u.registration_kind', '=', 'tournament')
          .where('u.released_at', 'is', null)
          .groupBy('r.age_range_id')
          .execute();
  return new Map(rows.map((r) => [r.item, { uses: Number(r.uses), cents: Number(r.cents) }]));
}

/** The IANA zone of a facility: a coupon's days are days of its calendar. */
export async function facilityTimeZone(db: Executor, facilityId: number) {
  const row = await db
    .selectFrom('facilities')
    .select('time_zone')
    .where('id', '=', facilityId)
    .executeTakeFirst();
  return row?.time_zone;
}
