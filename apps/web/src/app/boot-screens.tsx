import { shellMessages } from '@soccer/contracts';
import { i18n } from '../lib/i18n/i18n';

/**
 * The start-up text the server wrote into the page, in the visitor's language (`withLang`), read
 * before React replaces it: the start-up screen shows it again on a retry.
 */
const serverStartText =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector('#root .boot-screen [role="status"]')?.textContent || undefined;

/** Shown until the configuration is loaded and the sign-in client is ready (spec §1). */
export function Initializing() {
  return (
    <main id="main" className="boot-screen" aria-busy="true">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <p role="status">{serverStartText ?? shellMessages.initializing}</p>
    </main>
  );
}

/**
 * The site could not start (configuration unavailable or invalid). Its words come from the shell's
 * catalogue when that loaded (`showShellTexts`), else in English: the catalogue may be what failed.
 */
export function BootFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const texts = i18n.locale
    ? { title: i18n._('boot.failed'), retry: i18n._('boot.retry') }
    : { title: shellMessages.bootFailed, retry: shellMessages.bootRetry };
  return (
    <main id="main" className="boot-screen container text-center">
      <h1 className="h3">{texts.title}</h1>
      <p className="text-body-secondary mb-0">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {texts.retry}
      </button>
    </main>
  );
}
