import { describeSwitchSession, formatInstant, webRoutes } from '@soccer/contracts';
import type { Transaction } from 'kysely';
import { appUrl, type Config } from '../../config.js';
import type { Database, WaitlistEntryRow } from '../../db/schema.js';
import { enqueueMail, mailFromLines } from '../../mail/outbox.js';
import type { ValidRequest } from '../camp-registrations/camp-registration-service.js';
import type { ValidTeamRequest } from '../tournament-registrations/tournament-registration-service.js';
import { findEntry } from './waitlists-repository.js';

/** Tells the family a seat (or the team a place) is theirs until the deadline (one mail per offer). */
export async function enqueueOfferMail(config: Config, trx: Transaction<Database>, entry: WaitlistEntryRow) {
  const e = await findEntry(trx, entry.id);
  if (!e) return;
  const deadline = formatInstant(entry.offer_expires_at!, e.time_zone);
  const camp = e.kind === 'camp';
  const form = JSON.parse(e.form_json) as Partial<ValidRequest & ValidTeamRequest>;
  const item = describeSwitchSession(e.item_name, e.start_date, e.end_date);
  await enqueueMail(
    trx,
    mailFromLines({
      dedupeKey: `waitlist-offer:${entry.id}:${entry.offered_at}`,
      to: (camp ? form.pog1Email : form.contactEmail) ?? e.owner_email,
      subject: camp
        ? `A seat is free for you: ${e.item_name}`
        : `A place is free for your team: ${e.item_name}`,
      lines: [
        `Hi ${(camp ? form.pog1FirstName : form.contactName) ?? ''},`,
        '',
        camp
          ? `A seat has opened in ${item} for ${e.player_name}.`
          : `A place has opened in ${item}, ${e.age_range_description}, for ${e.player_name}.`,
        `It is held for you until ${deadline}.`,
        '',
        `Accept it and pay in My Registrations: ${appUrl(config)}${webRoutes.myRegistrations}`,
        '',
        `If you do not accept it by then, it goes to the next ${camp ? 'family' : 'team'} on the waitlist.`,
        '',
        'Touchline Soccer Academy',
      ],
    }),
    new Date(entry.offered_at ?? Date.now()),
  );
}
