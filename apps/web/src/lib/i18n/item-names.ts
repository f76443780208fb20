import { describeNamedItem, type NamedItem, type SessionSwitch, switchNote } from '@soccer/contracts';
import { inReadersLanguage } from './content';
import { localDate, localMoney } from './formats';
import { activeLocale, i18n } from './i18n';
import { localInstant } from './instants';

// Apart from `content.ts`: these read contracts helpers that bring zod, which the public pages
// do not carry. The messages are in the signed-in pages' form catalogue (`components/form`).

const known = (id: string) => Object.hasOwn(i18n.messages, id);

/**
 * A camp session or a tournament age group in the reader's language (decision 0059): 'Skills
 * Camp, 6/1/2027 to 6/5/2027' in English, exactly as contracts `describeNamedItem` writes it;
 * 'Campamento de destrezas, del 1/6/2027 al 5/6/2027' in Spanish, with the Spanish name where
 * staff wrote one (`inReadersLanguage`).
 */
export function localItemName(item: NamedItem): string {
  const id = item.ageGroup === null ? 'item.name' : 'item.nameWithGroup';
  if (activeLocale() === 'en' || !known(id)) return describeNamedItem(item);
  return i18n._(id, {
    name: inReadersLanguage(item).name,
    start: localDate(item.startDate),
    end: localDate(item.endDate),
    group: item.ageGroup ?? '',
  });
}

/**
 * A move in plain words, for the registration's history: contracts `switchNote` by its parts
 * (`switchNote.*`), so English reads exactly as the contracts write it and another language
 * names the sessions, the moment and the money in its own words.
 */
export function localSwitchNote(s: SessionSwitch): string {
  if (!known('switchNote.completed')) return switchNote(s);
  const from = localItemName(s.fromItem);
  const to = localItemName(s.toItem);
  if (s.state === 'awaiting_payment') {
    const amount = localMoney(s.difference);
    return s.holdExpiresAt
      ? i18n._('switchNote.awaiting.held', { to, until: localInstant(s.holdExpiresAt), amount })
      : i18n._('switchNote.awaiting', { to, amount });
  }
  if (s.state === 'expired') return i18n._('switchNote.expired', { to, from });
  // A refunded difference shows in the registration's refund lines, with its progress.
  const moved = i18n._(s.byStaff ? 'switchNote.completed.byStaff' : 'switchNote.completed', { from, to });
  return s.difference > 0
    ? `${moved} ${i18n._('switchNote.paidMore', { amount: localMoney(s.difference) })}`
    : moved;
}
