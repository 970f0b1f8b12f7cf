// @ts-nocheck
import type { QuestionStatus, SetData } from '#shared/contracts/questions';
import type { ParsedQuestion } from '../../content/bank-rows.ts';
import { type Column, CSV_COLUMNS, joinList, LETTERS } from './bank-format.ts';
import { formatCsv } from './csv.ts';

export interface ExportQuestion {
  id: number;
  question: ParsedQuestion;
  status: QuestionStatus;
  set: { id: number; kind: string; setType: string | null; title: string; body: string; data: SetData | null } | null;
}

function draftOut(q: ParsedQuestion) {
  const out: Record<string, unknown> = { ...q };
  for (const key of Object.keys(out)) if (out[key] === undefined || out[key] === null) delete out[key];
  return out;
}

/** Singles stay items; members of one set become one SetDraft item with its questions in order. */
export function encodeJson(rows: ExportQuestion[]): string {
  const items: Record<string, unknown>[] = [];
  const sets = new Map<number, Record<string, unknown>>();
  for (const r of rows) {
    if (!r.set) {
      items.push({ ...draftOut(r.question), status: r.status });
      continue;
    }
    let item = sets.get(r.set.id);
    if (!item) {
      item = {
        kind: r.set.kind,
        setType: r.set.setType ?? '',
        section: r.question.section,
        title: r.set.title,
        body: r.set.body,
        ...(r.set.data ? { data: r.set.data } : {}),
        questions: [],
      };
      sets.set(r.set.id, item);
      items.push(item);
    }
    (item.questions as unknown[]).push({ ...draftOut(r.question), status: r.status });
  }
  return `${JSON.stringify(items, null, 2)}\n`;
}

export function encodeCsv(rows: ExportQuestion[]): string {
  const records: string[][] = [[...CSV_COLUMNS]];
  const started = new Set<number>();
  for (const r of rows) {
    const q = r.question;
    const first = r.set !== null && !started.has(r.set.id);
    if (r.set) started.add(r.set.id);
    const a = q.answer;
    const values: Record<Column, string> = {
      set_key: r.set ? `set-${r.set.id}` : '',
      set_kind: first ? (r.set?.kind ?? '') : '',
      set_type: first ? (r.set?.setType ?? '') : '',
      set_title: first ? (r.set?.title ?? '') : '',
      set_body: first ? (r.set?.body ?? '') : '',
      set_data: first && r.set?.data ? JSON.stringify(r.set.data) : '',
      section: q.section,
      area: q.area,
      topic: q.topic,
      subtopic: q.subtopic ?? '',
      exams: q.exams.join('|'),
      type: q.type,
      stem: q.stem,
      options: q.options ? joinList(q.options, '|') : '',
      answer_type: a.kind,
      answer: a.kind === 'option' ? (LETTERS[a.index] ?? String(a.index)) : String(a.value),
      tolerance: a.kind === 'numeric' ? String(a.tolerance) : '',
      explanation: joinList(q.explanation, '||'),
      difficulty: String(q.difficulty),
      estimated_time: String(q.estimatedTime),
      source: q.source,
      is_premium: String(q.isPremium),
      status: r.status,
      generator: q.generator ?? '',
    };
    records.push(CSV_COLUMNS.map((c) => values[c]));
  }
  return formatCsv(records);
}
