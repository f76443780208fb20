import { isCommonPassword } from './common-passwords.js';
import { MIN_PASSWORD_LENGTH } from './views/pages.js';
import { type Language, texts } from './views/texts.js';

const MAX_PASSWORD_LENGTH = 200;
// Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string, language: Language = 'en'): string | undefined {
  const t = texts[language];
  if (!email.trim()) return t.enterEmail;
  if (email.length > 254 || !EMAIL_PATTERN.test(email.trim())) return t.validEmail;
  return undefined;
}

export function newPasswordErrors(
  password: string,
  confirmPassword: string,
  language: Language = 'en',
): { password?: string; confirmPassword?: string } {
  const t = texts[language];
  const errors: { password?: string; confirmPassword?: string } = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = t.atLeast(MIN_PASSWORD_LENGTH);
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    errors.password = t.atMost(MAX_PASSWORD_LENGTH);
  } else if (isCommonPassword(password)) {
    errors.password = t.tooCommon;
  }
  if (confirmPassword !== password) errors.confirmPassword = t.noMatch;
  return errors;
}

export function nameError(name: string, language: Language = 'en'): string | undefined {
  const t = texts[language];
  if (!name.trim()) return t.enterName;
  if (name.trim().length > 100) return t.atMost(100);
  return undefined;
}
