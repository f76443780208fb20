import { formatDate, formatMoney, ledgerMessages, webRoutes } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailFromLines } from '../../mail/outbox.js';
import { type PaymentSubject, paymentFailedLines } from '../payments/payment-subject.js';

/** Team registrations as the payment flow sees them. */
export const tournamentPaymentSubject: PaymentSubject = {
  kind: 'tournament',
  resultPath: '/TournamentCheckoutComplete',

  async describe(db, id) {
    const r = await details(db, id);
    if (!r) return null;
    return {
      productName: `${r.tournament_name}: ${r.age_range_description}`,
      description: `Team ${r.team_name}, ${formatDate(r.start_date)}`,
      customerEmail: r.contact_email,
    };
  },

  async confirmationMail(db, id, appUrl) {
    const r = await details(db, id);
    if (!r) return null;
    return mailFromLines({
      dedupeKey: `tournament-paid:${id}`,
      to: r.contact_email,
      subject: `Payment received: ${r.tournament_name}`,
      lines: [
        `Hi ${r.contact_name},`,
        '',
        `Thank you! ${r.team_name} is registered and paid for ${r.tournament_name} (${r.age_range_description}).`,
        '',
        `Dates: ${formatDate(r.start_date)} to ${formatDate(r.end_date)}`,
        `Where: ${r.facility_name}, ${r.address_line1}, ${r.city}, ${r.state}`,
        `Paid: ${formatMoney(dollars(r.amount_cents))}`,
        '',
        `Your registrations: ${appUrl}${webRoutes.myRegistrations}`,
        '',
        'Good luck!',
        'Touchline Soccer Academy',
      ],
    });
  },

  async paymentFailedMail(db, id, appUrl) {
    const r = await details(db, id);
    if (!r) return null;
    return mailFromLines({
      dedupeKey: `tournament-payment-failed:${r.stripe_session_id ?? id}`,
      to: r.contact_email,
      subject: `Payment not completed: ${r.tournament_name}`,
      lines: paymentFailedLines(
        r.contact_name,
        `${r.team_name} in ${r.tournament_name}`,
        `${appUrl}${webRoutes.myRegistrations}`,
      ),
    });
  },

  async closedForPayment(db, ageRangeId, today) {
    const a = await db
      .selectFrom('tournament_age_ranges as a')
      .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
      .select(['a.archived_at as age_range_archived_at', 't.archived_at', 't.start_date'])
      .where('a.id', '=', ageRangeId)
      .executeTakeFirst();
    if (!a || a.archived_at || a.age_range_archived_at) return ledgerMessages.ageGroupNotOffered;
    if (a.start_date <= today) return ledgerMessages.tournamentStarted;
    return null;
  },
};

function details(db: Parameters<PaymentSubject['describe']>[0], id: number) {
  return db
    .selectFrom('tournament_registrations as r')
    .innerJoin('tournaments as t', 't.id', 'r.tournament_id')
    .innerJoin('tournament_age_ranges as a', 'a.id', 'r.age_range_id')
    .innerJoin('facilities as f', 'f.id', 't.facility_id')
    .select([
      't.tournament_name',
      't.start_date',
      't.end_date',
      'a.age_range_description',
      'f.facility_name',
      'f.address_line1',
      'f.city',
      'f.state',
      'r.team_name',
      'r.contact_name',
      'r.contact_email',
      'r.amount_cents',
      'r.stripe_session_id',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
