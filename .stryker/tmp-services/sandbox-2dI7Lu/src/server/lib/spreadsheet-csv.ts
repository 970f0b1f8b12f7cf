// @ts-nocheck
// CSV exports that staff open in a spreadsheet (RFC 4180, CRLF line ends). Not for files read back in: the bank's
// import/export round trip has its own writer (modules/admin-questions/csv.ts).

export type CsvValue = string | number | boolean | null;

/**
 * One field: empty for null; a leading = + - @ tab or carriage return gets a ' so spreadsheet programs do not run
 * the cell as a formula; quoted (with "" for a quote) when it holds a comma, quote or line break.
 */
export function spreadsheetCell(value: CsvValue): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line, then one line a row, each ending in CRLF. */
export function spreadsheetCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  const lines = rows.map((row) => row.map(spreadsheetCell).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
