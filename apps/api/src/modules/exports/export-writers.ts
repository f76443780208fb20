import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
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
/** exceljs's rows have a `style` like its cells; its type declarations leave it out. */
type Styled = { style: Partial<ExcelJS.Style> };

/** How much uncompressed sheet XML may wait for the zip before the writer pauses for it. */
const zipBacklogLimit = 4 * 1024 * 1024;

interface BufferingWritable {
  once(event: 'drain', listener: () => void): unknown;
  _writableState?: { length: number };
}

/**
 * exceljs hands the sheet's XML to the zip (archiver) as fast as rows are committed and never
 * waits for it to be compressed, so when deflate is slower than row writing, a long sheet piles
 * up uncompressed in memory: about 0.6 KB a row. The zip's input for the sheet is the stream that
 * exceljs's sheet stream pipes to, found through exceljs's and archiver's internals (exceljs 4.4,
 * archiver 5), hence the checks; when it is not there the writer just goes without this wait.
 */
function zipInputOf(sheet: ExcelJS.Worksheet): BufferingWritable | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  const input = Array.isArray(pipes) ? (pipes[0] as BufferingWritable | undefined) : undefined;
  return typeof input?._writableState?.length === 'number' ? input : undefined;
}

/** One sheet of a workbook: its name, its columns and its rows as they arrive. */
export interface XlsxSheet<Row> {
  name: string;
  columns: ExportColumn<Row>[];
  batches: RowBatches<Row>;
}

/** A sheet of its own row type, for a workbook whose sheets have different rows. */
export const xlsxSheet = <Row>(name: string, columns: ExportColumn<Row>[], batches: RowBatches<Row>) =>
  ({ name, columns, batches }) as XlsxSheet<unknown>;

/** Streams an .xlsx file of one sheet. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  batches: RowBatches<Row>,
): Readable {
  return xlsxWorkbook([xlsxSheet(sheetName, columns, batches)]);
}

/**
 * Streams an .xlsx file: exceljs's streaming writer, no shared strings, rows committed as written.
 * Sheets are written one after the other (the streaming writer finishes one before the next).
 */
export function xlsxWorkbook(sheets: XlsxSheet<unknown>[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  // Stops the waits below when the reply goes away (the client hung up, or an error).
  const closed = new AbortController();
  out.once('close', () => closed.abort());

  async function writeSheet({ name, columns, batches }: XlsxSheet<unknown>) {
    const sheet = workbook.addWorksheet(name.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    const zipInput = zipInputOf(sheet);
    for await (const batch of batches) {
      for (const row of batch) {
        const added = sheet.addRow(columns.map((c) => cell(c.value(row))));
        // exceljs gives every row and cell a fresh empty style object, and resolves each one
        // by rendering it to XML (its cache is keyed on the object). Data rows have no style, so
        // they all share one object: the same style id, resolved once per file, not per cell.
        (added as unknown as Styled).style = unstyled;
        for (let i = 1; i <= columns.length; i++) added.getCell(i).style = unstyled;
        added.commit();
      }
      // Backpressure between batches: let the zip compress what is waiting, then let the reply
      // take what the zip wrote.
      if (zipInput && zipInput._writableState!.length > zipBacklogLimit)
        await once(zipInput as never, 'drain', { signal: closed.signal });
      if (out.writableNeedDrain) await once(out, 'drain', { signal: closed.signal });
      if (out.destroyed) return false;
    }
    sheet.commit();
    return true;
  }

  void (async () => {
    try {
      for (const sheet of sheets) if (!(await writeSheet(sheet))) return;
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/*
 * CSV is written here by hand, not through csv-stringify (the project otherwise prefers a library):
 * profiling the 100,000-player export showed csv-stringify's per-record work (casting, options,
 * one stream push per record) as the largest cost after the database read, holding the export
 * near 30,000 rows/s. The column set is fixed and the rules are few (RFC 4180): fields are joined
 * by commas, records end with \n, and a field holding a comma, a double quote, CR or LF is put in
 * double quotes with its double quotes doubled. Numbers are written as JavaScript prints them.
 * This is exactly what csv-stringify wrote with our options; the tests hold the two equal.
 */
const needsQuotes = /[",\r\n]/;
const quote = (s: string) => (needsQuotes.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const csvField = (v: string | number) => (typeof v === 'string' ? quote(neutralizeCell(v)) : String(v));

/** Streams a CSV file with a header row (UTF-8 with BOM so Excel reads accents correctly). */
export function csvStream<Row>(columns: ExportColumn<Row>[], batches: RowBatches<Row>): Readable {
  const values = columns.map((c) => c.value);
  async function* chunks() {
    yield `\uFEFF${columns.map((c) => quote(c.header)).join(',')}\n`;
    // One chunk per batch; Readable.from asks for the next only when the reply has taken this one.
    for await (const batch of batches) {
      let chunk = '';
      for (const row of batch) {
        let line = csvField(values[0]!(row));
        for (let i = 1; i < values.length; i++) line += `,${csvField(values[i]!(row))}`;
        chunk += `${line}\n`;
      }
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
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
