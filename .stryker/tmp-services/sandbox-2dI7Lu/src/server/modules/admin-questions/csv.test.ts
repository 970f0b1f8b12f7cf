// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsv, parseCsv } from './csv.ts';

describe('csv', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    const text = '\ufeffa,b,c\r\n"x, y","say ""hi""","line1\nline2"\n\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['last', '', ''],
    ]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted/);
  });

  it('round-trips any records', () => {
    const record = fc.array(fc.string({ unit: 'grapheme' }), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 6 }), (records) => {
        expect(parseCsv(formatCsv(records))).toEqual(records);
      }),
      { numRuns: 300 },
    );
  });
});
