import ExcelJS from 'exceljs';

type Sheet = { rows: unknown[][]; headerBold: boolean };

/** A sheet's rows as arrays as wide as the sheet (exceljs leaves trailing empty cells out). */
function valuesOf(sheet: ExcelJS.Worksheet): Sheet {
  const rows = sheet
    .getSheetValues()
    .filter(Boolean)
    .map((r) => Array.from({ length: sheet.columnCount }, (_, i) => (r as unknown[])[i + 1]));
  return { rows, headerBold: sheet.getRow(1).font?.bold === true };
}

async function load(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook;
}

/** The first sheet of an XLSX file: its rows as arrays as wide as the sheet, and whether the header is bold. */
export async function sheetValues(file: Buffer): Promise<Sheet> {
  return valuesOf((await load(file)).worksheets[0]!);
}

/** Every sheet of an XLSX file by name, in order, each as sheetValues reads one. */
export async function workbookSheets(file: Buffer): Promise<Map<string, Sheet>> {
  return new Map((await load(file)).worksheets.map((sheet) => [sheet.name, valuesOf(sheet)]));
}

/** A data row as an object keyed by the header row's names. */
export const byHeader = (rows: unknown[][], index: number) =>
  Object.fromEntries(rows[0]!.map((header, i) => [String(header), rows[index]![i]]));

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
  'Team Coupon',
  'Team Coupon Discount (USD)',
  'Team Paid (USD)',
  'Team Refunded (USD)',
  'Team Net (USD)',
  'Waivers and Consents',
];
