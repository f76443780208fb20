import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  defaultLocale,
  formatDate,
  formatInstant,
  formatMoney,
  isLocale,
  type Locale,
  localeFormats,
} from '@soccer/contracts';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/**
 * What the server writes to a person (decision 0054): mails in the recipient's language, from
 * the catalogues `locales/en.json` and `es.json` (id → ICU message), read by Lingui as the site
 * reads its own. They are compiled once when the server starts (the compiler `lingui compile`
 * uses), so a broken message stops the start, not a mail.
 */
export type MailTextId = keyof typeof en;
export const mailCatalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, es };

const compiled = (messages: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));

const instances = Object.fromEntries(
  Object.entries(mailCatalogues).map(([locale, messages]) => [
    locale,
    setupI18n({
      locale,
      locales: [localeFormats[locale as Locale]],
      messages: { [locale]: compiled(messages) },
    }),
  ]),
) as Record<Locale, I18n>;

type Values = MessageDescriptor['values'];

/** The texts and formats of one language. */
export interface MailTexts {
  locale: Locale;
  t(id: MailTextId, values?: Values): string;
  /** A calendar day (kept at UTC midnight): the spec's 6/1/2026 in English, "1 jun 2026" in Spanish. */
  date(day: string): string;
  /** An instant in the facility's IANA time zone, the zone named: "Jun 1, 2026, 5:00 PM CDT", "1 jun 2026, 5:00 p.m. CDT". */
  instant(at: string | Date, timeZone: string): string;
  /** A time of day in the facility's zone, the zone named: "10:40 AM CST", "10:40 a.m. CST". */
  time(at: string | Date, timeZone: string): string;
  money(amount: number): string;
}

const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

function textsIn(locale: Locale): MailTexts {
  const i18n = instances[locale];
  const t = (id: MailTextId, values?: Values) => i18n._(id, values);
  const time = (at: string | Date, timeZone: string) =>
    plainSpaces(i18n.date(at, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }));
  if (locale === 'en')
    return { locale, t, date: formatDate, instant: formatInstant, time, money: formatMoney };
  return {
    locale,
    t,
    time,
    date: (day) =>
      plainSpaces(
        i18n.date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }),
      ),
    instant: (at, timeZone) =>
      plainSpaces(
        i18n.date(at, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
          timeZoneName: 'short',
        }),
      ),
    money: (amount) => plainSpaces(i18n.number(amount, { style: 'currency', currency: 'USD' })),
  };
}

const byLocale = { en: textsIn('en'), es: textsIn('es') } as const satisfies Record<Locale, MailTexts>;

/** The texts of a recipient's language: a saved one (`account_languages.locale`), else English. */
export function mailTexts(locale: string | null | undefined): MailTexts {
  return byLocale[isLocale(locale) ? locale : defaultLocale];
}
