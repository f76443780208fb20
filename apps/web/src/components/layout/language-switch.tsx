import { useLingui } from '@lingui/react';
import { type Locale, localeNames, localeParam, locales } from '@soccer/contracts';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useSaveAccountLanguage } from '../../hooks/use-account-language';
import { activeLocale, rememberLocale, showIn } from '../../lib/i18n/i18n';

/**
 * English / Español, in the header and the footer. Each is a link to the same page in that
 * language (`?lang=es`, crawlable and working before the scripts start); with the site running
 * it switches in place and remembers the choice in a cookie, which the server render reads, and
 * for a signed-in family on the account (its mails are written in it).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const current = activeLocale();
  const saveForAccount = useSaveAccountLanguage();

  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    rememberLocale(locale);
    saveForAccount(locale);
    void showIn(locale);
  };

  return (
    <ul
      className={`language-switch list-unstyled d-flex gap-1 mb-0 ${className}`}
      aria-label={_('language.label')}
    >
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={`${pathname}?${localeParam}=${locale}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={`language-link${locale === current ? ' active' : ''}`}
            onClick={choose(locale)}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
