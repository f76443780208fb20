import { formatDate, formatMoney, ledgerMessages } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { findSessionRow } from '../camps/camp-sessions-repository.js';
import { type PaymentSubject, paymentFailedMail, placeOf } from '../money/payment-subject.js';
import { findPaymentDetails } from './camp-registrations-repository.js';

/** Camp registrations as the payment flow sees them: product text, payer, mails, whether payable. */
export const campPaymentSubject: PaymentSubject = {
  kind: 'camp',
  resultPath: '/CheckoutComplete',

  async describe(db, id) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    return {
      productName: `${r.camp_name} (${r.city}, ${r.state})`,
      description: `${r.player_first_name} ${r.player_last_name}, ${formatDate(r.start_date)} to ${formatDate(r.end_date)}${siblingNote(r.sibling_discount_cents)}`,
      customerEmail: r.pog1_email,
    };
  },

  async receiptLine(db, id) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    return {
      line: {
        registrationId: id,
        who: `${r.player_first_name} ${r.player_last_name}`,
        players: [],
        what: r.camp_name,
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
      orderId: r.order_id,
      paidAt: r.paid_at,
      timeZone: r.time_zone,
      promoCode: r.promo_discount_cents > 0 && r.promo_code ? r.promo_code : null,
      whatToBring: r.attendee_notes.trim() || null,
    };
  },

  async paymentFailedMail(db, id, appUrl) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    return paymentFailedMail({
      kind: 'camp',
      reference: r.stripe_session_id ?? id,
      to: r.pog1_email,
      greeting: r.pog1_first_name,
      itemName: r.camp_name,
      what: `${r.player_first_name}'s place in ${r.camp_name}`,
      appUrl,
    });
  },

  async closedForPayment(db, sessionId, today) {
    const s = await findSessionRow(db, sessionId);
    if (!s || s.archived_at) return ledgerMessages.sessionNotOffered;
    if (s.start_date <= today) return ledgerMessages.sessionStarted;
    return null;
  },
};

/** ', sibling discount $20.00 off' on a line that has one. */
const siblingNote = (cents: number) =>
  cents > 0 ? `, sibling discount ${formatMoney(dollars(cents))} off` : '';
