// @ts-nocheck
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { badRequest } from '../../errors.ts';

/** The facts of a picked question that decide whether it may sit on a paper. */
export interface PickedFact {
  id: number;
  section: string;
  type: 'MCQ' | 'TITA';
  status: string;
  isPremium: boolean;
  setId: number | null;
  setOrder: number | null;
  optionCount: number;
}

/**
 * A paper picked by hand, checked against the pattern as the blueprint's papers are: each section's count exactly,
 * questions of its bank section, published, fitting the exam's options (and TITA), free ones on a free mock, none
 * twice. A set's questions end up together (in set order) where its first picked question stands.
 */
export function handItems(
  pattern: ExamPattern,
  sections: Array<{ key: string; questionIds: number[] }>,
  facts: PickedFact[],
  isPremium: boolean,
): Array<{ sectionKey: string; questionId: number }> {
  const known = new Set(pattern.sections.map((s) => s.key));
  for (const s of sections) {
    if (!known.has(s.key)) {
      throw badRequest(
        `sections: ${pattern.name} has no section “${s.key}”; its sections are ${[...known].join(', ')}.`,
      );
    }
  }
  const byId = new Map(facts.map((f) => [f.id, f]));
  const seen = new Set<number>();
  const items: Array<{ sectionKey: string; questionId: number }> = [];
  for (const s of pattern.sections) {
    const field = `sections.${s.key}`;
    const ids = sections.filter((x) => x.key === s.key).flatMap((x) => x.questionIds);
    if (ids.length !== s.questions) {
      throw badRequest(
        `${field}: ${ids.length} ${ids.length === 1 ? 'question' : 'questions'} chosen; ${s.name} of ${pattern.name} takes ${s.questions}.`,
      );
    }
    for (const id of ids) {
      const q = byId.get(id);
      const why = refusal(pattern, s.bankSection, q, isPremium, seen.has(id));
      if (why) throw badRequest(`${field}: question ${id} ${why}.`);
      seen.add(id);
    }
    items.push(...grouped(ids, byId).map((questionId) => ({ sectionKey: s.key, questionId })));
  }
  return items;
}

function refusal(
  p: ExamPattern,
  bankSection: string | null,
  q: PickedFact | undefined,
  isPremium: boolean,
  twice: boolean,
): string | null {
  if (twice) return 'is chosen twice';
  if (q?.status !== 'published') return 'is not a published question of the bank';
  if (q.section !== bankSection) return `is a ${q.section} question`;
  if (q.type === 'TITA' && !p.tita) return `is a TITA question; ${p.name} has none`;
  if (q.type === 'MCQ' && (q.optionCount < 4 || q.optionCount > p.options)) {
    return `has ${q.optionCount} options; ${p.name} questions have ${p.options}`;
  }
  if (q.isPremium && !isPremium) return 'is premium; a free mock holds only free questions';
  return null;
}

/** The ids in the order picked, each set's members gathered at its first member in set order. */
function grouped(ids: number[], byId: Map<number, PickedFact>): number[] {
  const out: number[] = [];
  const done = new Set<number>();
  for (const id of ids) {
    if (done.has(id)) continue;
    const setId = byId.get(id)?.setId ?? null;
    const unit =
      setId === null
        ? [id]
        : ids
            .filter((x) => byId.get(x)?.setId === setId)
            .sort((a, b) => (byId.get(a)?.setOrder ?? 0) - (byId.get(b)?.setOrder ?? 0));
    for (const x of unit) done.add(x);
    out.push(...unit);
  }
  return out;
}
