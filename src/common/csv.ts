/**
 * CSV export of a list: the current filter and sort, every page (up to EXPORT_CAP rows), one column list per
 * resource (`<resource>/csvColumns.ts`) with translated headers and values, for Excel (UTF-8 BOM, CRLF) and for
 * spreadsheets that split lines on `;` or tabs. No cell can start a formula: see csvCell.
 *   `downloadCSV(recordsToCsv(rows, userCsvColumns, translate), 'users')`
 */
import type { DataProvider, RaRecord, SortPayload, TranslateFunction } from 'react-admin';

export type CsvValue = string | number | boolean | null | undefined;

/** `label`: an i18n key (the header); `value`: the cell, in the reader's language where it is a word. */
export interface CsvColumn<R> {
  label: string;
  value: (record: R, translate: TranslateFunction) => CsvValue;
}

export const BOM = '\uFEFF';
/** The most rows an export fetches; the API's largest page is 1,000 rows. */
export const EXPORT_CAP = 10000;
export const EXPORT_PAGE = 1000;

/**
 * Where a spreadsheet may start a new cell: the start of the text, and after a `;`, `,` or tab (a spreadsheet that
 * splits lines on `;` or tabs ignores the quotes of a `,`-separated file), before a character that would start a
 * formula there (= + - @, a tab or a carriage return).
 */
const FORMULA_START = /(?<=^|[;,\t])(?=[=+\-@\t\r])/g;

/** A cell's text: empty for null and undefined, the translated Yes / No for a boolean. */
export function cellText(value: CsvValue, translate: TranslateFunction): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return translate(value ? 'app.common.export.yes' : 'app.common.export.no');
  return String(value);
}

/** A CSV cell: always quoted, and an apostrophe before every place a formula could start (a phone number's + too). */
export function csvCell(value: string | number): string {
  const text = String(value).replace(FORMULA_START, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header line and one line per row, CRLF between lines, with the BOM that makes Excel read UTF-8. */
export function toCsv(headers: string[], rows: (string | number)[][]): string {
  return BOM + [headers, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n');
}

export function recordsToCsv<R>(records: R[], columns: CsvColumn<R>[], translate: TranslateFunction): string {
  return toCsv(
    columns.map((column) => translate(column.label)),
    records.map((record) => columns.map((column) => cellText(column.value(record, translate), translate))),
  );
}

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
  meta?: unknown;
}

/** Every row of the query, page by page, up to `cap`; `total` is the query's whole count, `capped` when rows were left out. */
export async function fetchForExport(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort, meta }: ExportQuery,
  cap = EXPORT_CAP,
  perPage = EXPORT_PAGE,
): Promise<{ data: RaRecord[]; total: number; capped: boolean }> {
  const data: RaRecord[] = [];
  let total: number | undefined;
  for (let page = 1; data.length < cap; page += 1) {
    const result = await dataProvider.getList(resource, { filter, sort, meta, pagination: { page, perPage } });
    total = result.total ?? total;
    data.push(...result.data.slice(0, cap - data.length));
    const more = total !== undefined ? page * perPage < total : result.pageInfo?.hasNextPage ?? result.data.length === perPage;
    if (!more || result.data.length === 0) break;
  }
  const whole = total ?? data.length;
  return { data, total: whole, capped: whole > data.length };
}
