import { formatDate, formatMoney, ledgerMessages, webRoutes } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailFromLines } from '../../mail/outbox.js';
import { type PaymentSubject, paymentFailedLines } from '../payments/payment-subject.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import { findTeamPaymentDetails } from './tournament-registrations-repository.js';

/** Team registrations as the payment flow sees them. */
export const tournamentPaymentSubject: PaymentSubject = {
  kind: 'tournament',
  resultPath: '/TournamentCheckoutComplete',

  async describe(db, id) {
    const r = await findTeamPaymentDetails(db, id);
    if (!r) return null;
    return {
      productName: `${r.tournament_name}: ${r.age_range_description}`,
      description: `Team ${r.team_name}, ${formatDate(r.start_date)}`,
      customerEmail: r.contact_email,
    };
  },

  async confirmationMail(db, id, appUrl) {
    const r = await findTeamPaymentDetails(db, id);
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
    const r = await findTeamPaymentDetails(db, id);
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
    const a = await findTournamentByAgeRange(db, ageRangeId);
    if (!a || a.archived_at || a.age_range_archived_at) return ledgerMessages.ageGroupNotOffered;
    if (a.start_date <= today) return ledgerMessages.tournamentStarted;
    return null;
  },
};
