import { ledgerMessages, textIn } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailTexts } from '../../mail/texts.js';
import { findSessionRow } from '../camps/camp-sessions-repository.js';
import { type PaymentSubject, paymentFailedMail, placeOf } from '../money/payment-subject.js';
import { findPaymentDetails } from './camp-registrations-repository.js';

/** Camp registrations as the payment flow sees them: product text, payer, mails, whether payable. */
export const campPaymentSubject: PaymentSubject = {
  kind: 'camp',
  resultPath: '/CheckoutComplete',

  async describe(db, id, locale) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    const x = mailTexts(locale === undefined ? r.locale : locale);
    return {
      productName: `${textIn(r.camp_name, r.camp_name_es, x.locale)} (${r.city}, ${r.state})`,
      description: `${x.t('describe.camp', {
        player: `${r.player_first_name} ${r.player_last_name}`,
        start: x.date(r.start_date),
        end: x.date(r.end_date),
      })}${r.sibling_discount_cents > 0 ? x.t('describe.sibling', { amount: x.money(dollars(r.sibling_discount_cents)) }) : ''}`,
      customerEmail: r.pog1_email,
      locale: x.locale,
    };
  },

  async receiptLine(db, id) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    const { locale } = mailTexts(r.locale);
    return {
      line: {
        registrationId: id,
        who: `${r.player_first_name} ${r.player_last_name}`,
        players: [],
        what: textIn(r.camp_name, r.camp_name_es, locale),
        startDate: r.start_date,
        endDate: r.end_date,
        timeBlock: r.time_block,
        place: placeOf(r),
        price: dollars(r.amount_cents + r.promo_discount_cents + r.sibling_discount_cents),
        promoDiscount: dollars(r.promo_discount_cents),
        siblingDiscount: dollars(r.sibling_discount_cents),
        amount: dollars(r.amount_cents),
      },
      email: r.pog1_email,
      greetingName: r.pog1_first_name,
      locale: r.locale,
      orderId: r.order_id,
      paidAt: r.paid_at,
      timeZone: r.time_zone,
      promoCode: r.promo_discount_cents > 0 && r.promo_code ? r.promo_code : null,
      whatToBring: textIn(r.attendee_notes, r.attendee_notes_es, locale).trim() || null,
    };
  },

  async paymentFailedMail(db, id, appUrl) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    const x = mailTexts(r.locale);
    const camp = textIn(r.camp_name, r.camp_name_es, x.locale);
    return paymentFailedMail({
      kind: 'camp',
      reference: r.stripe_session_id ?? id,
      to: r.pog1_email,
      greeting: r.pog1_first_name,
      itemName: camp,
      what: x.t('paymentFailed.campWhat', { player: r.player_first_name, camp }),
      appUrl,
      locale: r.locale,
    });
  },

  async closedForPayment(db, sessionId, today) {
    const s = await findSessionRow(db, sessionId);
    if (!s || s.archived_at) return ledgerMessages.sessionNotOffered;
    if (s.start_date <= today) return ledgerMessages.sessionStarted;
    return null;
  },
};
