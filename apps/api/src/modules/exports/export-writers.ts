import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { neutralizeCell } from './spreadsheet-safety.js';

export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number;
}

/** Rows arrive in batches (keyset pages), so memory stays flat however long the report is. */
export type RowBatches<Row> = AsyncIterable<Row[]>;

const cell = (v: string | number) => (typeof v === 'string' ? neutralizeCell(v) : v);

/** The style of every data row and cell: none (see xlsxStream). */
const unstyled: Partial<ExcelJS.Style> = Object.freeze({});

/** Streams an .xlsx file: exceljs's streaming writer, no shared strings, rows committed as written. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          const added = sheet.addRow(columns.map((c) => cell(c.value(row))));
          // exceljs gives every row and cell a fresh empty style object, and resolves each one
          // by rendering it to XML (its cache is keyed on the object). Data rows have no style, so
          // they all share one object: the same style id, resolved once per file, not per cell.
          added.style = unstyled;
          for (let i = 1; i <= columns.length; i++) added.getCell(i).style = unstyled;
          added.commit();
        }
        // Let the socket drain between batches.
        if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** Streams a CSV file with a header row (UTF-8 with BOM so Excel reads accents correctly). */
export function csvStream<Row>(columns: ExportColumn<Row>[], batches: RowBatches<Row>): Readable {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const row of batch) {
          if (!csv.write(columns.map((c) => cell(c.value(row)))))
            await new Promise((r) => csv.once('drain', r));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return csv;
}

/** A file name safe for Content-Disposition: letters, digits, dash and underscore. */
export function safeFileName(value: string): string {
  return (
    value
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'export'
  );
}

export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
