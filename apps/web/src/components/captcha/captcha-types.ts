/** What a form can do with its captcha: start over (after the server refused the value). */
export interface CaptchaHandle {
  reset(): void;
}

export type CaptchaChange = (value: string | null) => void;
