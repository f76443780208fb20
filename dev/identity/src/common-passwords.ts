import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the most used passwords (about 49,000, lower-case), kept current by that
// project. Loaded once, on first use (~25 ms).
let common: ReadonlySet<string> | undefined;

/** True for a password from the common-passwords list, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
