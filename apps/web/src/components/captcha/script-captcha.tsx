import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import type { CaptchaHandle } from './captcha-types';
import { loadScript } from './load-script';

/** The explicit-render API that reCAPTCHA v2 and Turnstile share. */
interface WidgetApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string | number;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

declare global {
  interface Window {
    grecaptcha?: WidgetApi & { ready(callback: () => void): void };
    turnstile?: WidgetApi;
  }
}

export type ScriptCaptchaProvider = 'recaptcha' | 'turnstile';

const scripts: Record<ScriptCaptchaProvider, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

async function widgetApi(provider: ScriptCaptchaProvider): Promise<WidgetApi> {
  await loadScript(scripts[provider]);
  if (provider === 'turnstile') {
    if (!window.turnstile) throw new Error('Turnstile did not start');
    return window.turnstile;
  }
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  // api.js loads the rest of reCAPTCHA itself; `ready` waits for it.
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}

/** reCAPTCHA v2 checkbox or Cloudflare Turnstile, loaded from the provider and rendered with the site key. */
export function ScriptCaptcha({
  provider,
  siteKey,
  onChange,
  ref,
}: {
  provider: ScriptCaptchaProvider;
  siteKey: string;
  onChange: (value: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null);
  const onChangeRef = useRef(onChange);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    widgetApi(provider).then(
      (api) => {
        const container = containerRef.current;
        if (!live || !container) return;
        const id = api.render(container, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        });
        widget.current = { api, id };
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      const current = widget.current;
      widget.current = null;
      if (current?.api.remove) current.api.remove(current.id);
    };
  }, [provider, siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const current = widget.current;
        if (current) current.api.reset(current.id);
        onChangeRef.current(null);
      },
    }),
    [],
  );

  return (
    <>
      <div ref={containerRef} className="captcha-frame" />
      {failed ? (
        <p className="captcha-status text-danger" role="alert">
          {i18n._('captcha.failed')}
        </p>
      ) : null}
    </>
  );
}
