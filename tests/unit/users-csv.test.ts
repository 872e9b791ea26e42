import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../src/users/userExporter';

/** A line split as a spreadsheet does that ignores quotes (one splitting on `sep`). */
const cellsSplitOn = (line: string, sep: string) => line.split(sep).map((cell) => cell.replace(/^"+/, ''));

describe('users CSV: no cell can start a formula', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Jane')).toBe('"Jane"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('puts an apostrophe before = + - @ tab and CR at the start and after ; , or a tab', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
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
    const hostile = ['x;=HYPERLINK("http://evil")', 'a\t@SUM(1)', 'b,-1+2', '=A1', 'c;\t=1', 'd;;+1'];
    const csv = toCsv(hostile.map((text, i) => ({ ID: i + 1, Name: text })));
    for (const sep of [';', ',', '\t']) {
      for (const line of csv.split('\r\n')) for (const cell of cellsSplitOn(line, sep)) expect(cell, `${sep} ${line}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
