// @ts-nocheck
import type { z } from 'zod';
import type { ImportRowError } from '#shared/contracts/admin-questions';
import type { QuestionStatus } from '#shared/contracts/questions';
import { questionDraft, type SetData, setDraft } from '#shared/contracts/questions';
import { plainZodIssue } from '#shared/contracts/validation-issue';
import type { ParsedQuestion, ParsedSet } from '../../content/bank-rows.ts';
import { type Column, CSV_COLUMNS, LETTERS, REQUIRED, splitList } from './bank-format.ts';
import { parseCsv } from './csv.ts';

// Bulk import: a file's text → validated drafts, or every bad row with the field and the reason (see bank-format.ts).

export type Decoded =
  | { kind: 'single'; row: number; question: ParsedQuestion; status?: QuestionStatus }
  | { kind: 'set'; row: number; memberRows: number[]; set: ParsedSet; status?: QuestionStatus };

export interface DecodeResult {
  entries: Decoded[];
  errors: ImportRowError[];
}

/** The CSV column a draft field comes from, so errors name what the author typed. */
const FIELD_COLUMN: Record<string, string> = {
  estimatedTime: 'estimated_time',
  isPremium: 'is_premium',
  setType: 'set_type',
  kind: 'set_kind',
  title: 'set_title',
  body: 'set_body',
  data: 'set_data',
};

function zodErrors(row: number, error: z.ZodError, prefix = ''): ImportRowError[] {
  return error.issues.map((issue) => ({
    row,
    field: prefix + (issue.path.join('.') || '(row)'),
    message: plainZodIssue(issue),
  }));
}

function takeStatus(
  raw: Record<string, unknown>,
  row: number,
  errors: ImportRowError[],
  field = 'status',
): QuestionStatus | undefined {
  const { status } = raw;
  delete raw.status;
  if (status === undefined || status === null || status === '') return undefined;
  if (status === 'draft' || status === 'published') return status;
  errors.push({ row, field, message: "status must be 'draft' or 'published'" });
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function decodeJson(content: string): DecodeResult {
  const errors: ImportRowError[] = [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    return {
      entries: [],
      errors: [{ row: 0, field: '(file)', message: `Not valid JSON: ${(error as Error).message}` }],
    };
  }
  if (!Array.isArray(parsed)) {
    return { entries: [], errors: [{ row: 0, field: '(file)', message: 'The file must be a JSON array of items.' }] };
  }
  const entries: Decoded[] = [];
  parsed.forEach((item, index) => {
    const row = index + 1;
    if (!isObject(item)) {
      errors.push({ row, field: '(row)', message: 'Each item must be an object.' });
      return;
    }
    const raw = { ...item };
    const before = errors.length;
    let status = takeStatus(raw, row, errors);
    if ('questions' in raw) {
      if (Array.isArray(raw.questions)) {
        raw.questions = raw.questions.map((q, i) => {
          if (!isObject(q)) return q;
          const copy = { ...q };
          // A set is published or drafted as a whole: the set's status, else its first question's.
          const own = takeStatus(copy, row, errors, `questions.${i}.status`);
          status ??= own;
          return copy;
        });
      }
      const result = setDraft.safeParse(raw);
      if (!result.success) errors.push(...zodErrors(row, result.error));
      else if (errors.length === before) entries.push({ kind: 'set', row, memberRows: [], set: result.data, status });
      return;
    }
    const result = questionDraft.safeParse(raw);
    if (!result.success) errors.push(...zodErrors(row, result.error));
    else if (errors.length === before) entries.push({ kind: 'single', row, question: result.data, status });
  });
  return { entries, errors };
}

function csvAnswer(rec: CsvRecord, type: string): unknown {
  const value = rec.answer.trim();
  let kind = rec.answer_type.trim();
  if (!kind) kind = type === 'MCQ' ? 'option' : value !== '' && Number.isFinite(Number(value)) ? 'numeric' : 'text';
  if (kind === 'option') {
    const letter = LETTERS.indexOf(value.toUpperCase());
    const index = letter >= 0 ? letter : /^[1-5]$/.test(value) ? Number(value) - 1 : Number.NaN;
    if (Number.isNaN(index)) throw new Error('an MCQ answer is the letter A–E or the option number 1–5');
    return { kind, index };
  }
  if (kind === 'numeric') {
    const n = Number(value);
    const tolerance = rec.tolerance.trim() === '' ? 0 : Number(rec.tolerance);
    if (value === '' || !Number.isFinite(n)) throw new Error('a numeric answer must be a number');
    if (!Number.isFinite(tolerance)) throw new Error('tolerance must be a number');
    return { kind, value: n, tolerance };
  }
  if (kind === 'text') return { kind, value };
  throw new Error("answer_type must be 'option', 'numeric' or 'text'");
}

function csvBoolean(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === '') return undefined;
  if (['true', 'yes', '1'].includes(v)) return true;
  if (['false', 'no', '0'].includes(v)) return false;
  throw new Error('is_premium must be true or false');
}

/** One CSV record as a raw draft; throws an Error naming the column on a malformed cell. */
function recordToDraft(rec: CsvRecord): Record<string, unknown> {
  const cell = (column: Column, read: () => unknown) => {
    try {
      return read();
    } catch (error) {
      throw Object.assign(new Error((error as Error).message), { column });
    }
  };
  const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
  const type = rec.type.trim().toUpperCase();
  return {
    section: rec.section.trim(),
    area: rec.area.trim(),
    topic: rec.topic.trim(),
    subtopic: optional(rec.subtopic),
    exams: cell('exams', () => splitList(rec.exams, '|')),
    type,
    stem: rec.stem,
    options: cell('options', () => (rec.options.trim() === '' ? undefined : splitList(rec.options, '|'))),
    answer: cell('answer', () => csvAnswer(rec, type)),
    explanation: cell('explanation', () => splitList(rec.explanation, '||')),
    difficulty: cell('difficulty', () => (rec.difficulty.trim() === '' ? undefined : Number(rec.difficulty))),
    estimatedTime: cell('estimated_time', () =>
      rec.estimated_time.trim() === '' ? undefined : Number(rec.estimated_time),
    ),
    source: optional(rec.source),
    isPremium: cell('is_premium', () => csvBoolean(rec.is_premium)),
    generator: optional(rec.generator),
  };
}

export function decodeCsv(content: string): DecodeResult {
  let records: string[][];
  try {
    records = parseCsv(content);
  } catch (error) {
    return { entries: [], errors: [{ row: 0, field: '(file)', message: (error as Error).message }] };
  }
  const [header, ...rows] = records;
  const errors: ImportRowError[] = [];
  if (!header) return { entries: [], errors: [{ row: 0, field: '(file)', message: 'The file is empty.' }] };
  const names = header.map((h) => h.trim().toLowerCase());
  for (const name of names) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 0, field: name, message: `Unknown column "${name}".` });
  }
  for (const name of REQUIRED) {
    if (!names.includes(name)) errors.push({ row: 0, field: name, message: `Missing required column "${name}".` });
  }
  if (errors.length > 0) return { entries: [], errors };

  const entries: Decoded[] = [];
  const groups = new Map<string, { entry: Extract<Decoded, { kind: 'set' }>; raw: Record<string, unknown>[] }>();
  const setFields = new Map<string, Record<string, string>>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    if (cells.length !== names.length) {
      errors.push({ row, field: '(row)', message: `Expected ${names.length} fields, found ${cells.length}.` });
      return;
    }
    const rec = csvRecord(names, cells);
    let raw: Record<string, unknown>;
    try {
      raw = recordToDraft(rec);
    } catch (error) {
      errors.push({ row, field: (error as { column?: string }).column ?? '(row)', message: (error as Error).message });
      return;
    }
    const status = takeStatus({ status: rec.status.trim() }, row, errors);
    const key = rec.set_key.trim();
    if (!key) {
      const result = questionDraft.safeParse(raw);
      if (!result.success) errors.push(...csvErrors(row, result.error));
      else entries.push({ kind: 'single', row, question: result.data, status });
      return;
    }
    const fields = setFields.get(key) ?? {};
    for (const column of ['set_kind', 'set_type', 'set_title', 'set_body', 'set_data'] as const) {
      const value = rec[column].trim();
      if (value && fields[column] && fields[column] !== value)
        errors.push({ row, field: column, message: `Differs from an earlier record of set "${key}".` });
      if (value && !fields[column]) fields[column] = value;
    }
    setFields.set(key, fields);
    const group = groups.get(key);
    if (group) {
      group.raw.push(raw);
      group.entry.memberRows.push(row);
    } else {
      const entry = { kind: 'set' as const, row, memberRows: [row], set: undefined as unknown as ParsedSet, status };
      groups.set(key, { entry, raw: [raw] });
      entries.push(entry);
    }
  });

  for (const [key, { entry, raw }] of groups) {
    const f = setFields.get(key) ?? {};
    let data: SetData | undefined;
    try {
      data = f.set_data ? JSON.parse(f.set_data) : undefined;
    } catch (error) {
      errors.push({ row: entry.row, field: 'set_data', message: `Not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const result = setDraft.safeParse({
      kind: f.set_kind,
      setType: f.set_type ?? '',
      section: raw[0]?.section,
      title: f.set_title,
      body: f.set_body,
      data,
      questions: raw,
    });
    if (result.success) {
      entry.set = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      const [head, index, ...rest] = issue.path.map(String);
      const member = head === 'questions' && index !== undefined ? entry.memberRows[Number(index)] : undefined;
      errors.push({
        row: member ?? entry.row,
        field: member !== undefined ? columnOf(rest) : head === undefined ? '(set)' : (FIELD_COLUMN[head] ?? head),
        message: plainZodIssue(issue),
      });
    }
  }
  if (errors.length > 0) return { entries: [], errors: errors.sort((a, b) => a.row - b.row) };
  return { entries, errors };
}

function columnOf(path: string[]): string {
  const [head] = path;
  if (head === undefined) return '(row)';
  return FIELD_COLUMN[head] ?? head;
}

/** One CSV record: every known column (empty when the file leaves it out), by the header's names. */
type CsvRecord = Record<Column, string>;
function csvRecord(names: readonly string[], cells: readonly string[]): CsvRecord {
  const rec = Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as CsvRecord;
  names.forEach((name, i) => {
    if (isColumn(name)) rec[name] = cells[i] ?? '';
  });
  return rec;
}
const isColumn = (name: string): name is Column => (CSV_COLUMNS as readonly string[]).includes(name);

function csvErrors(row: number, error: z.ZodError): ImportRowError[] {
  return error.issues.map((issue) => ({
    row,
    field: columnOf(issue.path.map(String)),
    message: plainZodIssue(issue),
  }));
}
