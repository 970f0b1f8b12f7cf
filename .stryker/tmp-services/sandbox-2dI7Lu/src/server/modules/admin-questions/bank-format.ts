/**
 * The bank's file formats for bulk import and export.
 *
 * JSON: an array whose items are QuestionDraft objects or SetDraft objects (with `questions`), each optionally with
 * `status` ('draft' | 'published').
 *
 * CSV: one question per record, header row first, columns (any order; only the starred ones are required):
 *   section*, area*, topic*, subtopic, exams* ('|'-separated, e.g. CAT|XAT), type* (MCQ | TITA), stem*,
 *   options ('|'-separated; write a JSON array instead when an option itself holds '|'),
 *   answer_type (option | numeric | text; default: option for MCQ, numeric for a number, else text),
 *   answer* (MCQ: the letter A–E or the option number 1–5; TITA: the number or the exact text such as 2413),
 *   tolerance (numeric answers, default 0), explanation* (steps separated by '||', or a JSON array),
 *   difficulty* (1–5), estimated_time (minutes, default 3), source, is_premium (true/false), status, generator,
 *   set_key (records with the same key form one passage / data set, in order), set_kind (rc_passage | dilr_set),
 *   set_type, set_title, set_body, set_data (JSON: {"blocks": [...]}) — set fields are read from the set's first
 *   record that fills them.
 */
// @ts-nocheck


export const CSV_COLUMNS = [
  'set_key',
  'set_kind',
  'set_type',
  'set_title',
  'set_body',
  'set_data',
  'section',
  'area',
  'topic',
  'subtopic',
  'exams',
  'type',
  'stem',
  'options',
  'answer_type',
  'answer',
  'tolerance',
  'explanation',
  'difficulty',
  'estimated_time',
  'source',
  'is_premium',
  'status',
  'generator',
] as const;
export type Column = (typeof CSV_COLUMNS)[number];
export const REQUIRED: Column[] = [
  'section',
  'area',
  'topic',
  'exams',
  'type',
  'stem',
  'answer',
  'explanation',
  'difficulty',
];
export const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** '|'-separated, or a JSON array when the author needs '|' inside an item. */
export function splitList(value: string, separator: string): string[] {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    const parsed = JSON.parse(trimmed);
    if (!Array.isArray(parsed) || parsed.some((v) => typeof v !== 'string'))
      throw new Error('must be a JSON array of strings');
    return parsed;
  }
  return trimmed === '' ? [] : trimmed.split(separator).map((s) => s.trim());
}

export function joinList(items: string[], separator: string): string {
  const unsafe = items.some((s) => s.includes('|') || s !== s.trim() || s === '') || items[0]?.startsWith('[');
  return unsafe ? JSON.stringify(items) : items.join(separator);
}
