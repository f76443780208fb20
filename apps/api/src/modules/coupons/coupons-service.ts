import {
  type CouponDiscount,
  type CouponScope,
  type CouponTarget,
  couponCodeKey,
  couponCovers,
  couponDiscountFromInput,
  couponMessages,
  defaultFacilityTimeZone,
  todayIsoDateIn,
  type ValidCouponInput,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import type { Trx } from '../../db/database.js';
import type { CouponRow } from '../../db/schema.js';
import { FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import {
  type CouponValues,
  facilityTimeZone,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  listCoupons,
  listCouponUses,
  takeCouponUse,
  updateCoupon,
} from './coupons-repository.js';

/** A coupon that may be used for a checkout: its row and what it takes off. */
export interface CheckedCoupon {
  id: number;
  code: string;
  usesPerAccount: number | null;
  discount: CouponDiscount;
}

const codeError = (message: string) => new FieldValidationError({ couponCode: [message] });

/**
 * Two staff saving the same new code at once: the unique index refuses the second (PostgreSQL
 * 23505, SQLite's UNIQUE constraint), which is the same 400 as a code found taken.
 */
async function codeUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (e.code === '23505' || /UNIQUE constraint failed: coupons\.code/.test(e.message ?? ''))
      throw new FieldValidationError({ code: [couponMessages.codeTaken] });
    throw error;
  }
}

const couponValues = (body: ValidCouponInput, at: string): CouponValues => {
  const discount = couponDiscountFromInput(body);
  return {
    code: couponCodeKey(body.code),
    kind: body.kind,
    amount_cents: discount.kind === 'amount' ? discount.cents : 0,
    percent: discount.kind === 'percent' ? discount.percent : 0,
    valid_from: body.validFrom,
    valid_to: body.validTo,
    total_uses: body.totalUses,
    uses_per_account: body.usesPerAccount,
    scope: body.scope,
    active: body.active ? 1 : 0,
    updated_at: at,
  };
};

const itemsOf = (body: ValidCouponInput) =>
  body.scope === 'all'
    ? { campIds: [], sessionIds: [], tournamentIds: [] }
    : { campIds: body.campIds, sessionIds: body.sessionIds, tournamentIds: body.tournamentIds };

/**
 * Coupons (decision 0086): staff create, edit, turn off and list them (audited, codes unique
 * without case); a checkout checks a code against the program and the facility's calendar, and
 * takes a use in the registration's own transaction.
 */
export function createCouponService(
  { db, engine, clock }: ServiceDeps,
  { promoGuard }: { promoGuard: PromoGuard },
) {
  async function assertCodeFree(trx: Trx, code: string, id: number | null) {
    const other = await findCouponByCode(trx, couponCodeKey(code));
    if (other && other.row.id !== id) throw new FieldValidationError({ code: [couponMessages.codeTaken] });
  }

  return {
    list: () => listCoupons(db),
    uses: (couponId?: number) => listCouponUses(db, couponId),

    async create(actor: Principal, body: ValidCouponInput) {
      const now = clock();
      const at = now.toISOString();
      return codeUnique(() =>
        db.transaction().execute(async (trx) => {
          await assertCodeFree(trx, body.code, null);
          const id = await insertCoupon(trx, couponValues(body, at), itemsOf(body), at);
          await audit(trx, actor, 'create', 'coupon', id, body, now);
          return { id };
        }),
      );
    },

    async update(actor: Principal, id: number, body: ValidCouponInput) {
      const now = clock();
      return codeUnique(() =>
        db.transaction().execute(async (trx) => {
          if (!(await findCoupon(trx, id))) throw notFound(couponMessages.notFound);
          await assertCodeFree(trx, body.code, id);
          await updateCoupon(trx, id, couponValues(body, now.toISOString()), itemsOf(body));
          await audit(trx, actor, 'update', 'coupon', id, body, now);
          return { id };
        }),
      );
    },

    /**
     * The coupon of `code` for a checkout of `target` at the facility `facilityId`: a code that
     * is no coupon's, or one turned off, is a wrong code and counts toward the same hourly limit
     * as a wrong promo code; a real coupon outside its days or its programs is a field error too.
     */
    async check(
      owner: Principal,
      clientKey: string,
      code: string,
      target: CouponTarget,
      facilityId: number,
    ): Promise<CheckedCoupon> {
      await promoGuard.assertAllowed(owner.id, clientKey);
      const found = await findCouponByCode(db, couponCodeKey(code));
      if (found?.row.active !== 1) {
        await promoGuard.recordFailure(owner.id, clientKey);
        throw codeError(couponMessages.unknown);
      }
      const { row, items } = found;
      const zone = (await facilityTimeZone(db, facilityId)) ?? defaultFacilityTimeZone;
      const today = todayIsoDateIn(zone, clock());
      if (today < row.valid_from) throw codeError(couponMessages.notYet);
      if (today > row.valid_to) throw codeError(couponMessages.expired);
      if (!couponCovers({ scope: row.scope as CouponScope, ...items }, target))
        throw codeError(couponMessages.notForThis);
      return { id: row.id, code: row.code, usesPerAccount: row.uses_per_account, discount: discountOf(row) };
    },

    /**
     * Takes the coupon's use for the registration just written, in its transaction: a 400 on
     * `couponCode` (and the registration rolled back) when its uses, or the account's, are taken.
     */
    async take(
      trx: Trx,
      coupon: CheckedCoupon,
      use: {
        accountId: string;
        kind: 'camp' | 'tournament';
        registrationId: number;
        discountCents: number;
        at: string;
      },
    ) {
      const result = await takeCouponUse(trx, engine, {
        couponId: coupon.id,
        accountId: use.accountId,
        usesPerAccount: coupon.usesPerAccount,
        registrationKind: use.kind,
        registrationId: use.registrationId,
        discountCents: use.discountCents,
        at: use.at,
      });
      if (result === 'usedUp') throw codeError(couponMessages.usedUp);
      if (result === 'usedUpByAccount') throw codeError(couponMessages.usedUpByAccount);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

const discountOf = (row: CouponRow): CouponDiscount =>
  row.kind === 'amount'
    ? { kind: 'amount', cents: row.amount_cents }
    : { kind: 'percent', percent: row.percent };
