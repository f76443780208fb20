/**
 * Test double of `./captcha` for form tests: `vi.mock('…/components/captcha/captcha', () =>
 * import('…/components/captcha/fake-captcha'))`. A 'Solve bot check' button yields the value
 * `fakeCaptchaValue`; `fakeCaptchaReset` counts resets.
 */
import { useImperativeHandle } from 'react';
import { vi } from 'vitest';
import type { CaptchaProps } from './captcha';

export const fakeCaptchaValue = 'captcha-token';
export const fakeCaptchaReset = vi.fn();

export function Captcha({ onChange, ref }: CaptchaProps) {
  useImperativeHandle(
    ref,
    () => ({
      reset() {
        fakeCaptchaReset();
        onChange(null);
      },
    }),
    [onChange],
  );
  return (
    <button type="button" onClick={() => onChange(fakeCaptchaValue)}>
      Solve bot check
    </button>
  );
}
