// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetCsv } from './spreadsheet-csv.ts';

describe('spreadsheet CSV', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t']) expect(spreadsheetCell(`${lead}cmd`)).toBe(`'${lead}cmd`);
    expect(spreadsheetCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(spreadsheetCell('a=b')).toBe('a=b');
    expect(spreadsheetCell(-5)).toBe("'-5");
  });
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(spreadsheetCell('Iyer, Meera')).toBe('"Iyer, Meera"');
    expect(spreadsheetCell('say "hi"')).toBe('"say ""hi"""');
    expect(spreadsheetCell('two\nlines')).toBe('"two\nlines"');
    expect(spreadsheetCell('plain text')).toBe('plain text');
  });
  it('writes null as empty, numbers and booleans as text', () => {
    expect([null, 0, 799.5, true, false].map(spreadsheetCell)).toEqual(['', '0', '799.5', 'true', 'false']);
  });
  it('writes the header, then a line a row, each ending in CRLF', () => {
    expect(
      spreadsheetCsv(
        ['id', 'email'],
        [
          [1, '=x@example.com'],
          [2, null],
        ],
      ),
    ).toBe("id,email\r\n1,'=x@example.com\r\n2,\r\n");
    expect(spreadsheetCsv(['id'], [])).toBe('id\r\n');
  });
});
