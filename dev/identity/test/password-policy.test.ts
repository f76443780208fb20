import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/common-passwords.js';
import { DEMO_PASSWORD } from '../src/index.js';
import { newPasswordErrors } from '../src/validation.js';

describe('password policy', () => {
  it('needs at least 10 characters', () => {
    expect(newPasswordErrors('short-pw1', 'short-pw1').password).toBe('Use at least 10 characters.');
    expect(newPasswordErrors('long-enough', 'long-enough')).toEqual({});
  });

  it('refuses passwords from the common-passwords list, whatever their case', () => {
    for (const password of ['1234567890', 'qwertyuiop', 'Password123', 'PASSWORD1234']) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(newPasswordErrors(password, password).password).toBe(
        'This password is too common. Choose one that is harder to guess.',
      );
    }
    expect(isCommonPassword('a-long-password')).toBe(false);
  });

  it('keeps the length check for the short common ones from the review', () => {
    for (const password of ['12345678', 'password'])
      expect(newPasswordErrors(password, password).password).toBe('Use at least 10 characters.');
  });

  it('accepts the demo password (seeded, but it would pass anyway)', () => {
    expect(newPasswordErrors(DEMO_PASSWORD, DEMO_PASSWORD)).toEqual({});
  });
});
