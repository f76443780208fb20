import ExcelJS from 'exceljs';

/** The first sheet of an XLSX file: its rows as arrays as wide as the sheet, and whether the header is bold. */
export async function sheetValues(file: Buffer): Promise<{ rows: unknown[][]; headerBold: boolean }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  // Rows as arrays as wide as the sheet (exceljs leaves trailing empty cells out).
  const rows = sheet
    .getSheetValues()
    .filter(Boolean)
    .map((r) => Array.from({ length: sheet.columnCount }, (_, i) => (r as unknown[])[i + 1]));
  return { rows, headerBold: sheet.getRow(1).font?.bold === true };
}

/** The header row of a tournament's registration export (CSV and XLSX): one row per player. */
export const tournamentExportHeaders = [
  'Team',
  'Contact Name',
  'Contact Phone',
  'Contact Email',
  'Status',
  'Player Name',
  'Gender',
  'Date of Birth',
  'T-Shirt Size',
  'Player Email',
  'Parent Name',
  'Parent Phone',
  'Team Paid (USD)',
  'Team Refunded (USD)',
  'Team Net (USD)',
  'Waivers and Consents',
];
