import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, TranslateFunction } from 'react-admin';
import { BOM, csvCell, fetchForExport, recordsToCsv, toCsv, type CsvColumn } from '../../src/common/csv';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from '../../src/i18n/en';
import fr from '../../src/i18n/fr';
import { mergeMessages, type Messages } from '../../src/providers/i18nProvider';
import { businessCsvColumns } from '../../src/businesses/csvColumns';
import type { Business } from '../../src/domain/types';

/** A line split as a spreadsheet does that ignores quotes (one splitting on `sep`). */
const cellsSplitOn = (line: string, sep: string) => line.split(sep).map((cell) => cell.replace(/^"+/, ''));
const lines = (csv: string) => csv.slice(BOM.length).split('\r\n');

describe('CSV cells: no cell can start a formula', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Jane')).toBe('"Jane"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('puts an apostrophe before = + - @ tab and CR at the start and after ; , or a tab', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('+256 700 123456')).toBe(`"'+256 700 123456"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell("Bob;=cmd|' /C calc'!A0")).toBe(`"Bob;'=cmd|' /C calc'!A0"`);
    expect(csvCell('a,+1')).toBe(`"a,'+1"`);
    expect(csvCell('a\t\t=1')).toBe(`"a\t'\t'=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Kampala - Uganda; east')).toBe('"Kampala - Uganda; east"');
  });

  it('leaves no cell starting with a formula character however the file is split', () => {
    const hostile = ['x;=1+1', 'x;=HYPERLINK("http://evil")', 'a\t@SUM(1)', 'b,-1+2', '=A1', 'c;\t=1', 'd;;+1'];
    const csv = toCsv(['ID', 'Name'], hostile.map((text, i) => [i + 1, text]));
    for (const sep of [';', ',', '\t']) {
      for (const line of lines(csv)) for (const cell of cellsSplitOn(line, sep)) expect(cell, `${sep} ${line}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe('CSV file', () => {
  const acme: Business = {
    id: 1, name: '=Acme; "best"', sector: 'Financial Services', stage: 'Growth', location: 'Kampala', founded: '2019',
    website: null, logo: null, description: 'Loans\nand savings', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z',
  };

  it('starts with the UTF-8 BOM and separates lines with CRLF', () => {
    const csv = toCsv(['A'], [['é']]);
    expect(csv.startsWith('\uFEFF"A"\r\n')).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('has translated headers and values in the current locale', () => {
    const translator = (locale: string, messages: Messages) => polyglotI18nProvider(() => messages, locale).translate;
    const inEnglish = recordsToCsv([acme], businessCsvColumns, translator('en', en as Messages));
    const inFrench = recordsToCsv([acme], businessCsvColumns, translator('fr', mergeMessages(en, fr) as Messages));
    expect(lines(inEnglish)[0]).toBe('"Business Name","Sector","Stage","Location","Founded","Website","Description","Created"');
    expect(lines(inEnglish)[1]).toBe(`"'=Acme; ""best""","Financial Services","Growth","Kampala","2019","","Loans\nand savings","2026-01-02T03:04:05.000Z"`);
    expect(lines(inFrench)[0]).toBe(`"Nom de l'entreprise","Secteur","Stade","Localisation","Fondée","Site web","Description","Créée le"`);
        expect(lines(inFrench)[1]).toContain('"Services financiers"');
  });

  it('writes booleans as a translated Yes / No and empties null', () => {
    const columns: CsvColumn<{ ok: boolean | null }>[] = [{ label: 'x', value: (r) => r.ok }];
    const translate = ((key: string) => ({ x: 'X', 'app.common.export.yes': 'Yes', 'app.common.export.no': 'No' })[key] ?? key) as TranslateFunction;
    expect(lines(recordsToCsv([{ ok: true }, { ok: false }, { ok: null }], columns, translate))).toEqual(['"X"', '"Yes"', '"No"', '""']);
  });
});

describe('fetchForExport', () => {
  const provider = (total: number) => {
    const getList = vi.fn(async (_resource: string, { pagination: { page, perPage } }: { pagination: { page: number; perPage: number } }) => {
      const from = (page - 1) * perPage;
      return { data: Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => ({ id: from + i + 1 })), total };
    });
    return { getList, dataProvider: { getList } as unknown as DataProvider };
  };
  const query = { filter: { status: 'PENDING' }, sort: { field: 'createdAt', order: 'DESC' as const } };

  it('fetches every page with the filter and sort', async () => {
    const { getList, dataProvider } = provider(2500);
    const result = await fetchForExport(dataProvider, 'messages', query);
    expect(result).toMatchObject({ total: 2500, capped: false });
    expect(result.data).toHaveLength(2500);
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList.mock.calls[2][1]).toMatchObject({ ...query, pagination: { page: 3, perPage: 1000 } });
  });

  it('stops at the cap and says that rows were left out', async () => {
    const { getList, dataProvider } = provider(12345);
    const result = await fetchForExport(dataProvider, 'messages', query);
    expect(result).toMatchObject({ total: 12345, capped: true });
    expect(result.data).toHaveLength(10000);
    expect(getList).toHaveBeenCalledTimes(10);
  });
});
