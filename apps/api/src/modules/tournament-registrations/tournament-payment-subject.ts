import { ledgerMessages, textIn } from '@soccer/contracts';
import { dollars } from '../../lib/money.js';
import { mailTexts } from '../../mail/texts.js';
import { type PaymentSubject, paymentFailedMail, placeOf } from '../money/payment-subject.js';
import { findTournamentByAgeRange } from '../tournaments/tournaments-repository.js';
import { findTeamPaymentDetails, membersByRegistration } from './tournament-registrations-repository.js';

/** Team registrations as the payment flow sees them. */
export const tournamentPaymentSubject: PaymentSubject = {
  kind: 'tournament',
  resultPath: '/TournamentCheckoutComplete',

  async describe(db, id, locale) {
    const r = await findTeamPaymentDetails(db, id);
    if (!r) return null;
    const x = mailTexts(locale === undefined ? r.locale : locale);
    return {
      productName: `${textIn(r.tournament_name, r.tournament_name_es, x.locale)}: ${r.age_range_description}`,
      description: x.t('describe.team', { team: r.team_name, start: x.date(r.start_date) }),
      customerEmail: r.contact_email,
      locale: x.locale,
    };
  },

  async receiptLine(db, id) {
    const r = await findTeamPaymentDetails(db, id);
    if (!r) return null;
    const members = (await membersByRegistration(db, [id])).get(id) ?? [];
    const tournament = textIn(r.tournament_name, r.tournament_name_es, mailTexts(r.locale).locale);
    return {
      line: {
        registrationId: id,
        who: r.team_name,
        players: members.map((m) => m.player_full_name),
        what: `${tournament} (${r.age_range_description})`,
        startDate: r.start_date,
        endDate: r.end_date,
        timeBlock: null,
        place: placeOf(r),
        price: dollars(r.amount_cents + r.promo_discount_cents),
        promoDiscount: dollars(r.promo_discount_cents),
        siblingDiscount: 0,
        amount: dollars(r.amount_cents),
      },
      email: r.contact_email,
      greetingName: r.contact_name,
      locale: r.locale,
      orderId: null,
      paidAt: r.paid_at,
      timeZone: r.time_zone,
      promoCode: r.promo_discount_cents > 0 && r.promo_code ? r.promo_code : null,
      whatToBring: null,
    };
  },

  async paymentFailedMail(db, id, appUrl) {
    const r = await findTeamPaymentDetails(db, id);
    if (!r) return null;
    const x = mailTexts(r.locale);
    const tournament = textIn(r.tournament_name, r.tournament_name_es, x.locale);
    return paymentFailedMail({
      kind: 'tournament',
      reference: r.stripe_session_id ?? id,
      to: r.contact_email,
      greeting: r.contact_name,
      itemName: tournament,
      what: x.t('paymentFailed.teamWhat', { team: r.team_name, tournament }),
      appUrl,
      locale: r.locale,
    });
  },

  async closedForPayment(db, ageRangeId, today) {
    const a = await findTournamentByAgeRange(db, ageRangeId);
    if (!a || a.archived_at || a.age_range_archived_at) return ledgerMessages.ageGroupNotOffered;
    if (a.start_date <= today) return ledgerMessages.tournamentStarted;
    return null;
  },
};
