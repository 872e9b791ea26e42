/**
 * CSV export of the users list (react-admin ExportButton: it fetches the current filter and sort, up to
 * its maxResults) with readable column names and values.
 */
import { downloadCSV, type Exporter, type TranslateFunction } from 'react-admin';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';

const R = 'resources.users';

/** One readable CSV row per user; headers are translated field names. */
export function userCsvRows(users: User[], translate: TranslateFunction): Record<string, string | number>[] {
  const h = (field: string) => translate(`${R}.fields.${field}`);
  return users.map((user) => ({
    [h('id')]: user.id,
    [h('name')]: displayName(user),
    [h('email')]: user.email,
    [h('role')]: translate(`${R}.roles.${user.role}`, { _: user.role }),
    [h('otpVerified')]: translate(`${R}.verification.${user.otpVerified ? 'verified' : 'pending'}`),
    [h('phoneNumber')]: user.phoneNumber ?? '',
    [h('address')]: user.address ?? '',
    [h('lastLoginAt')]: user.lastLoginAt ?? translate(`${R}.never`),
    [h('createdAt')]: user.createdAt,
  }));
}

/**
 * Where a spreadsheet may start a new cell: the start of the text, and after a `;`, `,` or tab (a spreadsheet that
 * splits lines on `;` or tabs ignores the quotes of a `,`-separated file), before a character that would start a
 * formula there (= + - @, a tab or a carriage return).
 */
const FORMULA_START = /(?<=^|[;,\t])(?=[=+\-@\t\r])/g;

/** A CSV cell: always quoted, and an apostrophe before every place a formula could start (a phone number's + too). */
export function csvCell(value: string | number): string {
  const text = String(value).replace(FORMULA_START, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '';
  const headers = Object.keys(rows[0]);
  return [headers, ...rows.map((row) => headers.map((h) => row[h]))].map((line) => line.map(csvCell).join(',')).join('\r\n');
}

export const makeUserExporter =
  (translate: TranslateFunction): Exporter<User> =>
  (users) =>
    downloadCSV(toCsv(userCsvRows(users, translate)), 'users');
