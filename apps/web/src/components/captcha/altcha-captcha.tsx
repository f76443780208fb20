import { Trans } from '@lingui/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
// Declares <altcha-widget> for JSX.
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { i18n } from '../../lib/i18n/i18n';
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
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The widget (its script, styles and workers) loads as soon as the form is shown, and solves
  // its challenge at once (`auto="onload"`): a visitor who taps the box, or types, while the page
  // is still loading finds it solved or nearly so, instead of waiting for a proof of work that
  // only started with their tap.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the load after a failure.
  useEffect(() => {
    let live = true;
    setLoad('loading');
    retryImport(() => import('./load-altcha')).then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (load !== 'ready' || !widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<AltchaStateDetail>).detail ??
        {}) as AltchaStateDetail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
      // A solution is good for the challenge's lifetime (10 minutes); a visitor still typing
      // then gets a fresh one without having to tick the box again.
      if (state === 'expired' && typeof widget.verify === 'function') {
        widget.reset();
        void widget.verify();
      }
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
        // And solve a new challenge at once, as on load.
        if (widget && typeof widget.verify === 'function') void widget.verify();
      },
    }),
    [],
  );

  if (load === 'failed') {
    return (
      <div className="captcha-status text-danger" role="alert">
        <Trans
          id="captcha.failedRetry"
          components={{
            0: (
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => setAttempt((n) => n + 1)}
              />
            ),
          }}
        />
      </div>
    );
  }
  if (load === 'loading') {
    return (
      <div className="captcha-status" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {i18n._('captcha.loading')}
      </div>
    );
  }
  return (
    <altcha-widget
      ref={widgetRef}
      challenge={challengeUrl}
      // Solve as soon as the widget is there (the form is shown), not on the first focus or tick.
      auto="onload"
      name="altcha"
      aria-describedby={describedBy}
    />
  );
}
