import { ledgerMessages, textIn } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailTexts } from '../../mail/texts.js';
import { findSessionRow } from '../camps/camp-sessions-repository.js';
import { couponUsesOf } from '../coupons/coupons-repository.js';
import {
  describeOf,
  type PaymentSubject,
  paymentFailedMailOf,
  receiptPart,
} from '../money/payment-subject.js';
import { findPaymentDetails } from './camp-registrations-repository.js';

/** Camp registrations as the payment flow sees them: product text, payer, mails, whether payable. */
export const campPaymentSubject: PaymentSubject = {
  kind: 'camp',
  resultPath: '/CheckoutComplete',

  describe: describeOf(findPaymentDetails, (r, x) => ({
    productName: `${textIn(r.camp_name, r.camp_name_es, x.locale)} (${r.city}, ${r.state})`,
    description: `${x.t('describe.camp', {
      player: `${r.player_first_name} ${r.player_last_name}`,
      start: x.date(r.start_date),
      end: x.date(r.end_date),
    })}${r.sibling_discount_cents > 0 ? x.t('describe.sibling', { amount: x.money(dollars(r.sibling_discount_cents)) }) : ''}`,
    customerEmail: r.pog1_email,
  })),

  async receiptLine(db, id) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    const { locale } = mailTexts(r.locale);
    const coupon = (await couponUsesOf(db, 'camp', [id])).get(id);
    return receiptPart(id, r, {
      coupon,
      who: `${r.player_first_name} ${r.player_last_name}`,
      players: [],
      what: textIn(r.camp_name, r.camp_name_es, locale),
      timeBlock: r.time_block,
      siblingDiscountCents: r.sibling_discount_cents,
      email: r.pog1_email,
      greetingName: r.pog1_first_name,
      orderId: r.order_id,
      whatToBring: textIn(r.attendee_notes, r.attendee_notes_es, locale).trim() || null,
    });
  },

  paymentFailedMail: paymentFailedMailOf('camp', findPaymentDetails, (r, x) => {
    const camp = textIn(r.camp_name, r.camp_name_es, x.locale);
    const what = x.t('paymentFailed.campWhat', { player: r.player_first_name, camp });
    return { to: r.pog1_email, greeting: r.pog1_first_name, itemName: camp, what };
  }),

  async closedForPayment(db, sessionId, today) {
    const s = await findSessionRow(db, sessionId);
    if (!s || s.archived_at) return ledgerMessages.sessionNotOffered;
    if (s.start_date <= today) return ledgerMessages.sessionStarted;
    return null;
  },
};
