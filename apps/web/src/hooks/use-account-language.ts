import { accountLanguagePath, type Locale, localeFromCookie } from '@soccer/contracts';
import { useCallback } from 'react';
import { useAuth } from '../lib/auth/auth-provider';
import { useHttp } from '../lib/http';

/**
 * The account's saved language (decision 0054): the server writes its mails in it. The switch
 * saves a signed-in family's choice (an account with none saved gets the one the site shows at
 * its first signed change, on the server). A failure is left alone: the site keeps working in
 * the language it shows.
 */

/** PUT /api/Account/Language (`accountLanguagePath`: the switch is on every page, the path table is not): `(locale) => void`, saving only while signed in. */
export function useSaveAccountLanguage() {
  const { isSignedIn } = useAuth();
  const { secureFetch } = useHttp();
  return useCallback(
    (locale: Locale) => {
      if (isSignedIn)
        secureFetch(accountLanguagePath, { method: 'PUT', body: { locale } }).catch(() => undefined);
    },
    [isSignedIn, secureFetch],
  );
}

/**
 * After a sign-in: `() => void` saving the language this browser chose with the switch (its
 * cookie), so a choice made while signed out is the account's from now on. Nothing when this
 * browser never chose; the account keeps what it saved.
 */
export function useSaveChosenLanguage() {
  const { secureFetch } = useHttp();
  return useCallback(() => {
    const chosen = localeFromCookie(document.cookie);
    if (chosen)
      secureFetch(accountLanguagePath, { method: 'PUT', body: { locale: chosen } }).catch(() => undefined);
  }, [secureFetch]);
}
