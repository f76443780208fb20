import type { AltchaWidgetElement } from 'altcha/types/generic';
// Declares <altcha-widget> for JSX.
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { retryImport } from '../../lib/retry-import';
import type { CaptchaHandle } from './captcha-types';

interface AltchaStateDetail {
  state?: string;
  payload?: string | null;
}

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * ALTCHA proof of work (no third party): the widget fetches a challenge from `challengeUrl`,
 * solves it in workers when the visitor ticks the box, and reports the payload that the server
 * verifies. The value goes back to null when the widget is reset, expires or fails.
 */
export function AltchaCaptcha({
  challengeUrl,
  onChange,
  ref,
  describedBy,
}: {
  challengeUrl: string;
  onChange: (value: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  describedBy?: string;
}) {
  const [load, setLoad] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholderRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The widget (its script, styles and workers) loads once it is needed: when the check comes
  // into view or the visitor starts on the form. Until then the page stays light.
  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (wanted || !placeholder) return;
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(placeholder);
    const form = placeholder.closest('form');
    form?.addEventListener('focusin', want);
    form?.addEventListener('pointerdown', want);
    return () => {
      observer.disconnect();
      form?.removeEventListener('focusin', want);
      form?.removeEventListener('pointerdown', want);
    };
  }, [wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the load after a failure.
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setLoad('loading');
    retryImport(() => import('./load-altcha')).then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt, wanted]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (load !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<AltchaStateDetail>).detail ??
        {}) as AltchaStateDetail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [load]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const widget = widgetRef.current;
        if (widget && typeof widget.reset === 'function') widget.reset();
        onChangeRef.current(null);
      },
    }),
    [],
  );

  if (load === 'failed') {
    return (
      <div className="captcha-status text-danger" role="alert">
        The bot check could not be loaded. Check your connection and{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => setAttempt((n) => n + 1)}
        >
          try again
        </button>
        .
      </div>
    );
  }
  if (load === 'loading') {
    return (
      <div ref={placeholderRef} className="captcha-status" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading the bot check…
      </div>
    );
  }
  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      // Start the proof of work as soon as the visitor focuses the form, so it is usually done by
      // the time the message is typed; ticking the box starts it too.
      auto="onfocus"
      name="altcha"
      aria-describedby={describedBy}
    />
  );
}
