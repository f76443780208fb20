import { apiPaths } from '@soccer/contracts';
import type { Ref } from 'react';
import { useRuntimeConfig } from '../../config/runtime-config';
import { AltchaCaptcha } from './altcha-captcha';
import type { CaptchaHandle } from './captcha-types';
import { ScriptCaptcha } from './script-captcha';
import './captcha.scss';
import { i18n } from '../../lib/i18n/i18n';

export type { CaptchaHandle } from './captcha-types';

export interface CaptchaProps {
  /** The value to send as `RecaptchaValue`, or null while there is none (unsolved, expired, reset). */
  onChange: (value: string | null) => void;
  /** `reset()` starts the check over, e.g. after the server refused the value. */
  ref?: Ref<CaptchaHandle>;
  /** Id of the element with the check's error message, if any. */
  describedBy?: string;
}

/**
 * The bot check of the public forms, from the server's configuration: ALTCHA (default,
 * self-hosted proof of work) or reCAPTCHA / Turnstile with the configured site key.
 */
export function Captcha({ onChange, ref, describedBy }: CaptchaProps) {
  const { captcha } = useRuntimeConfig();
  if (captcha.provider === 'altcha') {
    return (
      <AltchaCaptcha
        challengeUrl={captcha.challengeUrl ?? apiPaths.captchaChallenge}
        onChange={onChange}
        ref={ref}
        describedBy={describedBy}
      />
    );
  }
  if (!captcha.siteKey) {
    return (
      <p className="captcha-status text-danger" role="alert">
        {i18n._('captcha.notConfigured')}
      </p>
    );
  }
  return (
    <ScriptCaptcha provider={captcha.provider} siteKey={captcha.siteKey} onChange={onChange} ref={ref} />
  );
}
