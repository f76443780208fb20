/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return) as a
 * formula. Anything typed by the public is exported with a leading apostrophe instead, so it
 * shows as the text that was typed (OWASP "CSV injection").
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
