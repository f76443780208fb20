import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/**
 * Lingui's context (`useLingui`, `<Trans>`) for the site, renewed only when the language changes.
 * Lingui's own `I18nProvider` renews it on every catalogue load as well, and a page's catalogue
 * arriving while React takes over the server's markup would then make React paint that page again
 * from scratch. A switch loads every catalogue before it activates the language, so a render
 * never meets a missing text.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const active = useSyncExternalStore(subscribe, locale, locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new context for each language.
  const value = useMemo<I18nContext>(() => ({ i18n, _: i18n.t.bind(i18n) }), [active]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}
