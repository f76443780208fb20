import { isCommonPassword } from './common-passwords.js';
import { MIN_PASSWORD_LENGTH } from './views/pages.js';

const MAX_PASSWORD_LENGTH = 200;
// Deliberately loose: one @, something on each side, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (email.length > 254 || !EMAIL_PATTERN.test(email.trim())) return 'Enter a valid email address.';
  return undefined;
}

export function newPasswordErrors(
  password: string,
  confirmPassword: string,
): { password?: string; confirmPassword?: string } {
  const errors: { password?: string; confirmPassword?: string } = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    errors.password = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  } else if (isCommonPassword(password)) {
    errors.password = 'This password is too common. Choose one that is harder to guess.';
  }
  if (confirmPassword !== password) errors.confirmPassword = 'The passwords do not match.';
  return errors;
}

export function nameError(name: string): string | undefined {
  if (!name.trim()) return 'Enter your name.';
  if (name.trim().length > 100) return 'Use at most 100 characters.';
  return undefined;
}
