import { textIn, webRoutes } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import { appUrl, type Config } from '../../config.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { brandName } from '../../mail/mail-layout.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import type { ValidRequest } from '../camp-registrations/camp-registration-service.js';
import type { ValidTeamRequest } from '../tournament-registrations/tournament-registration-service.js';
import { findEntry } from './waitlists-repository.js';

/** Who an entry's mails go to: the first guardian of a camp's form, the contact of a team's; else the account. */
export function offerRecipient(e: { kind: string; form_json: string; owner_email: string }) {
  const form = JSON.parse(e.form_json) as Partial<ValidRequest & ValidTeamRequest>;
  const camp = e.kind === 'camp';
  return {
    to: (camp ? form.pog1Email : form.contactEmail) ?? e.owner_email,
    name: (camp ? form.pog1FirstName : form.contactName) ?? '',
  };
}

/** Tells the family a seat (or the team a place) is theirs until the deadline (one mail per offer, in the owner's saved language). */
export async function enqueueOfferMail(config: Config, trx: Transaction<Database>, entry: WaitlistEntryRow) {
  const e = await findEntry(trx, entry.id);
  if (!e) return;
  const x = mailTexts(e.locale);
  const deadline = x.instant(entry.offer_expires_at!, e.time_zone);
  const camp = e.kind === 'camp';
  const name = textIn(e.item_name, e.item_name_es, x.locale);
  const { to, name: greetingName } = offerRecipient(e);
  const item = x.t('mail.session', {
    name,
    start: x.date(e.start_date),
    end: x.date(e.end_date),
  });
  await enqueueMail(
    trx,
    mailFromLines({
      dedupeKey: `waitlist-offer:${entry.id}:${entry.offered_at}`,
      to,
      subject: x.t(camp ? 'waitlist.campSubject' : 'waitlist.teamSubject', { item: name }),
      locale: x.locale,
      lines: [
        x.t('mail.greeting', { name: greetingName }),
        '',
        camp
          ? x.t('waitlist.campOpened', { item, player: e.player_name })
          : x.t('waitlist.teamOpened', { item, ageGroup: e.age_range_description, player: e.player_name }),
        x.t('waitlist.heldUntil', { deadline }),
        '',
        x.t('waitlist.accept', { url: `${appUrl(config)}${webRoutes.myRegistrations}` }),
        '',
        x.t(camp ? 'waitlist.campNext' : 'waitlist.teamNext'),
        '',
        brandName,
      ],
    }),
    new Date(entry.offered_at ?? Date.now()),
  );
}
