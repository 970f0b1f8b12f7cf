// @ts-nocheck
// RFC 4180 CSV: comma separated, fields quoted with " when they hold a comma, quote or line break; "" is a quote.

/** Parses CSV text into records (arrays of fields). Accepts LF or CRLF and a leading byte-order mark. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line is not a record.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += c;
    }
  }
  if (quoted) throw new Error('The CSV ends inside a quoted field (a closing " is missing).');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes records as CSV with CRLF line ends (what spreadsheets expect). */
export function formatCsv(records: string[][]): string {
  return `${records.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
