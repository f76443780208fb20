import { formatDate, formatMoney, ledgerMessages, webRoutes } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailFromLines } from '../../mail/outbox.js';
import { findSessionRow } from '../camps/camp-sessions-repository.js';
import { type PaymentSubject, paymentFailedLines } from '../payments/payment-subject.js';
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

  async confirmationMail(db, id, appUrl) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    return mailFromLines({
      dedupeKey: `camp-paid:${id}`,
      to: r.pog1_email,
      subject: `Payment received: ${r.camp_name}`,
      lines: [
        `Hi ${r.pog1_first_name},`,
        '',
        `Thank you! ${r.player_first_name} ${r.player_last_name} is registered and paid for ${r.camp_name}.`,
        '',
        `Dates: ${formatDate(r.start_date)} to ${formatDate(r.end_date)}, ${r.time_block}`,
        `Where: ${r.facility_name}, ${r.address_line1}, ${r.city}, ${r.state}`,
        `Paid: ${formatMoney(dollars(r.amount_cents))}${siblingNote(r.sibling_discount_cents)}`,
        '',
        `What to bring: ${r.attendee_notes}`,
        '',
        `Your registrations: ${appUrl}${webRoutes.myRegistrations}`,
        '',
        'See you on the field!',
        'Touchline Soccer Academy',
      ],
    });
  },

  async paymentFailedMail(db, id, appUrl) {
    const r = await findPaymentDetails(db, id);
    if (!r) return null;
    return mailFromLines({
      dedupeKey: `camp-payment-failed:${r.stripe_session_id ?? id}`,
      to: r.pog1_email,
      subject: `Payment not completed: ${r.camp_name}`,
      lines: paymentFailedLines(
        r.pog1_first_name,
        `${r.player_first_name}'s place in ${r.camp_name}`,
        `${appUrl}${webRoutes.myRegistrations}`,
      ),
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
