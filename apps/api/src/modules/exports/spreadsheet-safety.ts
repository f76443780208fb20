/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab / carriage return) as a
 * formula. Anything typed by the public is exported with a leading apostrophe instead, so it
 * shows as the text that was typed (OWASP "CSV injection").
 */
export function neutralizeCell(value: string): string {
  // A switch on the first character code rather than a regular expression: this runs for every
  // cell of every export, a million times for a 100,000-row report.
  switch (value.charCodeAt(0)) {
    case 0x3d: // =
    case 0x2b: // +
    case 0x2d: // -
    case 0x40: // @
    case 0x09: // tab
    case 0x0d: // carriage return
      return `'${value}`;
    default:
      return value;
  }
}
