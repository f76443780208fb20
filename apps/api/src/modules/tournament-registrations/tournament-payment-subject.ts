import { ledgerMessages, textIn } from '@soccer/contracts';
import { mailTexts } from '../../mail/texts.js';
import { couponUsesOf } from '../coupons/coupons-repository.js';
import {
  describeOf,
  type PaymentSubject,
  paymentFailedMailOf,
  receiptPart,
} from '../money/payment-subject.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import { findTeamPaymentDetails, membersByRegistration } from './tournament-registrations-repository.js';

/** Team registrations as the payment flow sees them. */
export const tournamentPaymentSubject: PaymentSubject = {
  kind: 'tournament',
  resultPath: '/TournamentCheckoutComplete',

  describe: describeOf(findTeamPaymentDetails, (r, x) => ({
    productName: `${textIn(r.tournament_name, r.tournament_name_es, x.locale)}: ${r.age_range_description}`,
    description: x.t('describe.team', { team: r.team_name, start: x.date(r.start_date) }),
    customerEmail: r.contact_email,
  })),

  async receiptLine(db, id) {
    const r = await findTeamPaymentDetails(db, id);
    if (!r) return null;
    const members = (await membersByRegistration(db, [id])).get(id) ?? [];
    const coupon = (await couponUsesOf(db, 'tournament', [id])).get(id);
    const tournament = textIn(r.tournament_name, r.tournament_name_es, mailTexts(r.locale).locale);
    return receiptPart(id, r, {
      coupon,
      who: r.team_name,
      players: members.map((m) => m.player_full_name),
      what: `${tournament} (${r.age_range_description})`,
      email: r.contact_email,
      greetingName: r.contact_name,
    });
  },

  paymentFailedMail: paymentFailedMailOf('tournament', findTeamPaymentDetails, (r, x) => {
    const tournament = textIn(r.tournament_name, r.tournament_name_es, x.locale);
    const what = x.t('paymentFailed.teamWhat', { team: r.team_name, tournament });
    return { to: r.contact_email, greeting: r.contact_name, itemName: tournament, what };
  }),

  async closedForPayment(db, ageRangeId, today) {
    const a = await findTournamentByAgeRange(db, ageRangeId);
    if (!a || a.archived_at || a.age_range_archived_at) return ledgerMessages.ageGroupNotOffered;
    if (a.start_date <= today) return ledgerMessages.tournamentStarted;
    return null;
  },
};
