// @ts-nocheck
import { questionMinutes } from '#shared/domain/study-plan';

interface Item {
  id: number;
  setId: number | null;
  estimatedTime: number;
}

/**
 * Turns the chosen items into the list a learner works through: an item from a passage or data set brings its
 * set-mates with it, whole, in set order, when the whole set fits in what is left of `count` (and of `budget`
 * minutes, when given). Sets that do not fit wait; if the list is still short at the end, the first of them fills
 * the remaining places with its leading questions. Never more than `count`; at least one item when any exist.
 */
export function groupSets<T extends Item>(
  chosen: readonly T[],
  members: readonly T[],
  count: number,
  budget?: number,
): T[] {
  const bySet = new Map<number, T[]>();
  for (const m of members) {
    if (m.setId === null) continue;
    const list = bySet.get(m.setId) ?? [];
    list.push(m);
    bySet.set(m.setId, list);
  }
  const out: T[] = [];
  const ids = new Set<number>();
  let minutes = 0;
  const fits = (items: readonly T[]) => {
    const extra = items.reduce((t, q) => t + questionMinutes(q), 0);
    return (
      out.length + items.length <= count && (budget === undefined || out.length === 0 || minutes + extra <= budget)
    );
  };
  const add = (q: T) => {
    if (ids.has(q.id)) return;
    out.push(q);
    ids.add(q.id);
    minutes += questionMinutes(q);
  };

  const waiting: T[][] = [];
  const doneSets = new Set<number>();
  for (const q of chosen) {
    if (out.length >= count) break;
    if (ids.has(q.id)) continue;
    if (q.setId === null) {
      if (fits([q])) add(q);
      continue;
    }
    if (doneSets.has(q.setId)) continue;
    doneSets.add(q.setId);
    const whole = (bySet.get(q.setId) ?? [q]).filter((m) => !ids.has(m.id));
    if (fits(whole)) whole.forEach(add);
    else waiting.push(whole);
  }
  for (const set of waiting) {
    for (const q of set) {
      if (out.length >= count || !fits([q])) break;
      add(q);
    }
  }
  return out;
}
