import {
  type CampOrderResponse,
  type campOrderRequestSchema,
  type campRegistrationRequestSchema,
  couponMessages,
  defaultFacilityTimeZone,
  type FieldErrors,
  ledgerMessages,
  messages,
  orderMessages,
  priceOrderLines,
  type RegistrationStatus,
  samePlayerKey,
  serverNotes,
  unpaidStatuses,
  validationMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { NewCampRegistration } from '../../db/schema.js';
import { isoDay } from '../../lib/dates.js';
import { FieldValidationError, notFound } from '../../lib/errors.js';
import { cents, costCentsAt } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/services.js';
import {
  findSession,
  findSessionRow,
  pricedCampSession,
  type SessionRecord,
  sessionsById,
  sessionTimeZone,
  toCampSession,
} from '../camps/camp-sessions-repository.js';
import { couponUsesOf, withCoupon } from '../coupons/coupons-repository.js';
import type { CouponService } from '../coupons/coupons-service.js';
import { contactColumns } from '../household/household-repository.js';
import type { Ledger } from '../ledger/index.js';
import { pendingPayments } from '../money/attempts-repository.js';
import { balancesOf, checkoutOffersNow, orderOffersNow, withBalance } from '../money/deposits.js';
import { refundsOf, withRefunds } from '../money/refunds-repository.js';
import {
  applyCampEligibility,
  assertMayOverride,
  auditEligibilityException,
  type EligibilityException,
} from '../registration-limits/eligibility.js';
import type { PromoGuard } from '../registration-limits/registration-limits.js';
import { acceptancesOf, withAcceptances } from '../waivers/waivers-repository.js';
import { recordAcceptances } from '../waivers/waivers-service.js';
import {
  findOwnedRegistration,
  listOwnedRegistrations,
  toCampRegistration,
  unpaidOrderLines,
} from './camp-registrations-repository.js';
import { switchesOf, withSwitches } from './session-switches-repository.js';
import type { SiblingDiscountService } from './sibling-discount-service.js';

export type ValidRequest = z.output<typeof campRegistrationRequestSchema>;
export type ValidOrder = z.output<typeof campOrderRequestSchema>;

/** Runs `check` for one player of an order, its field errors keyed `registrations[i].field`. */
async function asOrderLine<T>(index: number, check: () => Promise<T> | T): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof FieldValidationError)
      throw new FieldValidationError(orderLineErrors(index, error.errors));
    throw error;
  }
}

const orderLineErrors = (index: number, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, list]) => [`registrations[${index}].${key}`, list]));

/** One child is in an order once: the second line naming the same name and birth date is refused. */
function assertDistinctPlayers(lines: readonly ValidRequest[]) {
  const seen = new Set<string>();
  const errors: FieldErrors = {};
  lines.forEach((line, i) => {
    const key = samePlayerKey(line);
    if (seen.has(key)) errors[`registrations[${i}].playerFirstName`] = [orderMessages.samePlayerTwice];
    seen.add(key);
  });
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

/** The session's promo code is `code` (codes compare without case). */
export const promoMatches = (session: { promo_code: string | null } | undefined, code: string) =>
  Boolean(session?.promo_code && session.promo_code.toLowerCase() === code.toLowerCase());

/**
 * A promo code is checked before any lock (a wrong one is a field error), and failures are
 * counted outside the transaction, against guessing.
 */
export async function checkPromoCode(
  { db, promoGuard }: { db: ServiceDeps['db']; promoGuard: PromoGuard },
  owner: Principal,
  clientKey: string,
  body: ValidRequest,
) {
  if (!body.promoCode) return;
  await promoGuard.assertAllowed(owner.id, clientKey);
  const session = await findSessionRow(db, body.campSessionId);
  if (!promoMatches(session, body.promoCode)) {
    await promoGuard.recordFailure(owner.id, clientKey);
    throw new FieldValidationError({ promoCode: [validationMessages.promoCodeInvalid] });
  }
}

/**
 * A new registration's row from the form: the price the server worked out (the session's price
 * at the moment it is priced: contracts `priceAt`) less its discount, the hold until `holdUntil`. Used by a registration and by an accepted
 * waitlist offer (whose form was kept when the family joined).
 */
export function campRegistrationValues(
  owner: { id: string; email: string },
  body: ValidRequest,
  session: { cost_cents: number },
  money: { discountCents: number; at: string; holdUntil: string; pricedAt: string },
): NewCampRegistration {
  return {
    owner_account_id: owner.id,
    owner_email: owner.email,
    camp_session_id: body.campSessionId,
    status: 'registered',
    stripe_session_id: null,
    promo_code: body.promoCode ? body.promoCode.toUpperCase() : '',
    promo_discount_cents: money.discountCents,
    amount_cents: session.cost_cents - money.discountCents,
    priced_at: money.pricedAt,
    priced_cost_cents: session.cost_cents,
    hold_expires_at: money.holdUntil,
    player_first_name: body.playerFirstName,
    player_last_name: body.playerLastName,
    player_birthdate: body.playerBirthdate,
    tshirt_size: body.tshirtSize,
    player_address_line1: body.playerAddressLine1,
    player_address_line2: body.playerAddressLine2,
    player_city: body.playerCity,
    player_state: body.playerState.toUpperCase(),
    player_zip_code: body.playerZipCode,
    ...contactColumns(body),
    medical_conditions: body.medicalConditions,
    medical_treatment: body.medicalTreatment,
    cancel_reason: null,
    paid_at: null,
    created_at: money.at,
    updated_at: money.at,
  };
}

/** A signed-in user's camp registrations: submit one, read one, list all. Owner only. */
export function createCampRegistrationService(
  { db, clock, config }: ServiceDeps,
  {
    ledger,
    promoGuard,
    siblingDiscount,
    coupons,
  }: {
    ledger: Ledger;
    promoGuard: PromoGuard;
    siblingDiscount: SiblingDiscountService;
    coupons: Pick<CouponService, 'check' | 'take'>;
  },
) {
  /** Its hold lapsed, and its session still takes registrations and has a seat. */
  const canRegisterAgain = (status: string, s: SessionRecord) =>
    status === 'expired' &&
    !s.archived_at &&
    s.start_date > isoDay(clock()) &&
    toCampSession(s).seatsLeft > 0;

  /** The coupon of the form's code for its session (a wrong code counts like a wrong promo code). */
  async function checkCoupon(owner: Principal, clientKey: string, body: ValidRequest) {
    const session = await findSessionRow(db, body.campSessionId);
    if (!session) throw notFound(messages.campSessionNotFound);
    return coupons.check(
      owner,
      clientKey,
      body.couponCode,
      { kind: 'camp', campId: session.camp_spec_id, sessionId: session.id },
      session.facility_id,
    );
  }

  return {
    /**
     * Registers a player for a camp session. Price and discount come from the session, never
     * from the request; the player's age on its first day must be within its ages unless staff
     * give a reason (audited with the registration). The ledger takes the seat: under the
     * session's lock, within the account's caps of unpaid holds, for
     * HOLD_BEFORE_CHECKOUT_MINUTES until a checkout is started. Every current waiver or consent of
     * the camp must be accepted at its current version (recordAcceptances, in the same transaction).
     */
    async submit(owner: Principal, clientKey: string, body: ValidRequest): Promise<number> {
      assertMayOverride(owner, body.eligibilityOverrideReason);
      const now = clock();
      const holdUntil = new Date(now.getTime() + config.HOLD_BEFORE_CHECKOUT_MINUTES * 60_000).toISOString();

      await checkPromoCode({ db, promoGuard }, owner, clientKey, body);
      const coupon = body.couponCode ? await checkCoupon(owner, clientKey, body) : null;
      // The price windows' days end in the facility's zone (decision 0102).
      const timeZone = await sessionTimeZone(db, body.campSessionId);
      let discountCents = 0;
      let couponCents = 0;

      const at = now.toISOString();
      let exception: EligibilityException | null = null;
      let campId = 0;
      return ledger.registerCamp({
        ownerId: owner.id,
        at,
        note: { by: 'family', byId: owner.id, why: serverNotes.registered },
        sessionId: body.campSessionId,
        today: isoDay(now),
        rules: { perSession: config.HOLDS_PER_SESSION, perAccount: config.HOLDS_PER_ACCOUNT },
        messages: {
          notFound: messages.campSessionNotFound,
          started: validationMessages.campSessionEnded,
          full: validationMessages.campSessionFull,
          perSession: ledgerMessages.tooManyHoldsInSession(config.HOLDS_PER_SESSION),
          perAccount: ledgerMessages.tooManyHolds(config.HOLDS_PER_ACCOUNT),
        },
        values: (session) => {
          campId = session.camp_spec_id;
          // The player's age on the session's first day, from the row read under the lock.
          exception = applyCampEligibility(owner, body, session);
          // The code matched above; under the lock the session is read again for the amounts.
          if (body.promoCode) {
            if (!promoMatches(session, body.promoCode))
              throw new FieldValidationError({ promoCode: [validationMessages.promoCodeInvalid] });
            discountCents = session.promo_discount_cents;
          }
          // The price now (its window, from the row read under the lock), then promo and coupon:
          // the one pricing function (contracts `priceOrderLines`). The amount is kept from here on.
          const costCents = costCentsAt(session, timeZone, now);
          const [price] = priceOrderLines(
            [{ costCents, promoDiscountCents: discountCents }],
            { kind: 'none' },
            coupon?.discount ?? null,
          );
          couponCents = price!.couponDiscountCents;
          return {
            ...campRegistrationValues(
              owner,
              body,
              { cost_cents: costCents },
              {
                discountCents: price!.promoDiscountCents,
                at,
                holdUntil,
                pricedAt: at,
              },
            ),
            amount_cents: price!.amountCents,
          };
        },
        effects: async (trx, id) => {
          // The camp's waivers and consents, accepted at their current versions, in the same transaction.
          await recordAcceptances(trx, {
            registration: { kind: 'camp', id },
            item: { owner: 'camp', itemId: campId },
            accountId: owner.id,
            waivers: body.waivers,
            at,
          });
          if (exception) await auditEligibilityException(trx, owner, 'campRegistration', id, exception, now);
          // The coupon's use, taken with the registration or not at all.
          if (coupon)
            await coupons.take(trx, coupon, {
              accountId: owner.id,
              kind: 'camp',
              registrationId: id,
              discountCents: couponCents,
              at,
            });
        },
      });
    },

    /**
     * Registers several players together (an order), each checked like one registration, priced
     * by the server with the sibling discount (contracts `priceOrderLines`), their seats taken all
     * or nothing by the ledger. Every player is a hold against the account's caps, and one child
     * is in an order once (the same name and birth date twice is a 400 on the second).
     */
    async submitOrder(owner: Principal, clientKey: string, body: ValidOrder): Promise<CampOrderResponse> {
      const lines = body.registrations;
      assertDistinctPlayers(lines);
      for (const [i, line] of lines.entries())
        await asOrderLine(i, () => assertMayOverride(owner, line.eligibilityOverrideReason));
      for (const [i, line] of lines.entries())
        await asOrderLine(i, () => checkPromoCode({ db, promoGuard }, owner, clientKey, line));
      // One coupon for the order (the form copies it to every player); each player takes a use.
      const couponCode = lines[0]!.couponCode;
      const coupon = couponCode ? await asOrderLine(0, () => checkCoupon(owner, clientKey, lines[0]!)) : null;
      for (const [i, line] of lines.entries()) {
        if (line.couponCode.toUpperCase() !== couponCode.toUpperCase())
          throw new FieldValidationError({
            [`registrations[${i}].couponCode`]: [couponMessages.onePerOrder],
          });
        if (coupon && i > 0) await asOrderLine(i, () => checkCoupon(owner, clientKey, line));
      }
      const names = await sessionsById(db, [...new Set(lines.map((l) => l.campSessionId))]);
      const rule = await siblingDiscount.current();
      const now = clock();
      const at = now.toISOString();
      const holdUntil = new Date(now.getTime() + config.HOLD_BEFORE_CHECKOUT_MINUTES * 60_000).toISOString();
      const exceptions = new Map<number, EligibilityException>();
      const campOf = new Map<number, number>();
      let couponCents: number[] = [];

      const { orderId, ids } = await ledger.registerCampOrder({
        ownerId: owner.id,
        today: isoDay(now),
        rules: { perSession: config.HOLDS_PER_SESSION, perAccount: config.HOLDS_PER_ACCOUNT },
        sessionIds: lines.map((l) => l.campSessionId),
        at,
        note: { by: 'family', byId: owner.id, why: serverNotes.registeredInOrder },
        messages: {
          notFound: messages.campSessionNotFound,
          started: validationMessages.campSessionEnded,
          notEnoughSeats: (sessionId, left) =>
            orderMessages.notEnoughSeats(names.get(sessionId)?.camp_name ?? 'This camp session', left),
          perSession: ledgerMessages.tooManyHoldsInSession(config.HOLDS_PER_SESSION),
          perAccount: ledgerMessages.tooManyHolds(config.HOLDS_PER_ACCOUNT),
          orderInSession: orderMessages.holdsInSession,
          orderInAll: orderMessages.holdsInAll,
          orderTooBigForSession: orderMessages.tooManyInSession,
        },
        values: (sessions) => {
          for (const [id, session] of sessions) campOf.set(id, session.camp_spec_id);
          // Ages and promo codes against the rows read under the locks; every player's errors at once.
          let errors: FieldErrors = {};
          const discounts = lines.map((line, i) => {
            const session = sessions.get(line.campSessionId)!;
            try {
              const exception = applyCampEligibility(owner, line, session);
              if (exception) exceptions.set(i, exception);
            } catch (error) {
              if (!(error instanceof FieldValidationError)) throw error;
              errors = { ...errors, ...orderLineErrors(i, error.errors) };
            }
            if (!line.promoCode) return 0;
            if (!promoMatches(session, line.promoCode)) {
              errors[`registrations[${i}].promoCode`] = [validationMessages.promoCodeInvalid];
              return 0;
            }
            return session.promo_discount_cents;
          });
          if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
          // Each line at its session's price now (its window; decision 0102).
          const costs = lines.map((line) =>
            costCentsAt(
              sessions.get(line.campSessionId)!,
              names.get(line.campSessionId)?.time_zone ?? defaultFacilityTimeZone,
              now,
            ),
          );
          const prices = priceOrderLines(
            lines.map((_, i) => ({ costCents: costs[i]!, promoDiscountCents: discounts[i]! })),
            rule,
            coupon?.discount ?? null,
          );
          couponCents = prices.map((p) => p.couponDiscountCents);
          return lines.map((line, i) => {
            const price = prices[i]!;
            return {
              ...campRegistrationValues(
                owner,
                line,
                { cost_cents: costs[i]! },
                {
                  discountCents: price.promoDiscountCents,
                  at,
                  holdUntil,
                  pricedAt: at,
                },
              ),
              sibling_discount_cents: price.siblingDiscountCents,
              amount_cents: price.amountCents,
            };
          });
        },
        effects: async (trx, newIds) => {
          // Each player's registration accepts the camp's current waivers and consents (the
          // guardian's acceptances, sent with every player), in the order's one transaction.
          for (const [i, line] of lines.entries())
            await asOrderLine(i, () =>
              recordAcceptances(trx, {
                registration: { kind: 'camp', id: newIds[i]! },
                item: { owner: 'camp', itemId: campOf.get(line.campSessionId)! },
                accountId: owner.id,
                waivers: line.waivers,
                at,
              }),
            );
          for (const [i, exception] of exceptions)
            await auditEligibilityException(trx, owner, 'campRegistration', newIds[i]!, exception, now);
          if (coupon)
            for (const [i, id] of newIds.entries())
              await asOrderLine(i, () =>
                coupons.take(trx, coupon, {
                  accountId: owner.id,
                  kind: 'camp',
                  registrationId: id,
                  discountCents: couponCents[i]!,
                  at,
                }),
              );
        },
      });
      return { orderId, ids };
    },

    /** The owner's registrations, newest first, each with its session (one query for all of them). */
    async listOwned(owner: Principal) {
      const rows = await listOwnedRegistrations(db, owner.id);
      const ids = rows.map((r) => r.id);
      const [sessions, pending, refunds, switches, acceptances, coupons] = await Promise.all([
        sessionsById(db, [...new Set(rows.map((r) => r.camp_session_id))]),
        pendingPayments(db, 'camp', ids),
        refundsOf(db, 'camp', ids),
        switchesOf(db, ids),
        acceptancesOf(db, 'camp', ids),
        couponUsesOf(db, 'camp', ids),
      ]);
      const balances = await balancesOf(
        db,
        'camp',
        rows.map((r) => ({ ...r, priced_item_id: r.camp_session_id })),
        clock(),
      );
      return rows.map((r) => {
        const s = sessions.get(r.camp_session_id);
        return {
          ...toCampRegistration(r, pending.has(r.id)),
          ...withRefunds(refunds.get(r.id)),
          ...withSwitches(switches.get(r.id)),
          ...withAcceptances(acceptances.get(r.id)),
          ...withCoupon(coupons.get(r.id)),
          ...withBalance(balances.get(r.id)),
          campSession: s ? pricedCampSession(s, r) : undefined,
          registerAgain: s ? canRegisterAgain(r.status, s) : false,
        };
      });
    },

    async getOwned(owner: Principal, id: number) {
      const row = await findOwnedRegistration(db, id, owner.id);
      if (!row) throw notFound('Registration not found');
      const session = await findSession(db, row.camp_session_id);
      if (!session) throw notFound(messages.campSessionNotFound);
      const [pending, refunds, switches, acceptances, coupons] = await Promise.all([
        pendingPayments(db, 'camp', [row.id]),
        refundsOf(db, 'camp', [row.id]),
        switchesOf(db, [row.id]),
        acceptancesOf(db, 'camp', [row.id]),
        couponUsesOf(db, 'camp', [row.id]),
      ]);
      const orderLines =
        row.order_id !== null && unpaidStatuses.includes(row.status as RegistrationStatus)
          ? await unpaidOrderLines(db, row.order_id, owner.id, clock().toISOString())
          : [];
      const balances = await balancesOf(
        db,
        'camp',
        [{ ...row, priced_item_id: row.camp_session_id }],
        clock(),
      );
      // An order is paid in one checkout: its plan is the players' plans together (decision 0117).
      const offers =
        orderLines.length > 1
          ? await orderOffersNow(
              db,
              'camp',
              orderLines.map((l) => ({
                id: l.registrationId,
                amount_cents: cents(l.amount),
                priced_item_id: l.campSessionId,
              })),
              clock(),
            )
          : await checkoutOffersNow(db, 'camp', { ...row, priced_item_id: row.camp_session_id }, clock());
      return {
        ...toCampRegistration(row, pending.has(row.id)),
        ...withBalance(balances.get(row.id)),
        ...offers,
        ...withRefunds(refunds.get(row.id)),
        ...withSwitches(switches.get(row.id)),
        ...(orderLines.length > 1 ? { orderLines } : {}),
        ...withAcceptances(acceptances.get(row.id)),
        ...withCoupon(coupons.get(row.id)),
        campSession: pricedCampSession(session, row),
        registerAgain: canRegisterAgain(row.status, session),
      };
    },
  };
}

export type CampRegistrationService = ReturnType<typeof createCampRegistrationService>;
