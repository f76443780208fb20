import { type AccountLanguage, apiPaths, isLocale, type Locale, localeFromCookie } from '@soccer/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth/auth-provider';
import { useHttp } from '../lib/http';
import { activeLocale, rememberLocale, showIn } from '../lib/i18n/i18n';

/**
 * The account's saved language (decision 0054): the server writes its mails in it. The switch
 * saves a signed-in family's choice; at sign-in an account with none saved gets the one the site
 * shows, and one with a saved language is shown in it unless this browser already chose one.
 * Failures are left alone: the site keeps working in the language it shows.
 */

/** PUT /api/Account/Language: `(locale) => void`, saving only while signed in. */
export function useSaveAccountLanguage() {
  const { isSignedIn } = useAuth();
  const { secureFetch } = useHttp();
  return useCallback(
    (locale: Locale) => {
      if (isSignedIn)
        secureFetch(apiPaths.myLanguage, { method: 'PUT', body: { locale } }).catch(() => undefined);
    },
    [isSignedIn, secureFetch],
  );
}

/** Once an account signs in on this page: save the language shown, or show the saved one. */
export function useAccountLanguageAtSignIn() {
  const { user } = useAuth();
  const { secureFetch } = useHttp();
  const userId = user?.id ?? null;
  // The account already signed in when the page started is not a new sign-in.
  const known = useRef(userId);
  useEffect(() => {
    if (!userId || userId === known.current) return;
    known.current = userId;
    const shown = activeLocale();
    secureFetch<AccountLanguage>(apiPaths.myLanguage)
      .then(async (result) => {
        if (!result.ok) return;
        const saved = result.data.locale;
        if (saved === null) {
          if (isLocale(shown))
            await secureFetch(apiPaths.myLanguage, { method: 'PUT', body: { locale: shown } });
        } else if (saved !== shown && !localeFromCookie(document.cookie)) {
          rememberLocale(saved);
          await showIn(saved);
        }
      })
      .catch(() => undefined);
  }, [userId, secureFetch]);
}
