// CAT's QA paper by area, as recent papers (2021–24) split their 22 questions: arithmetic about a third, algebra a
// quarter or more, geometry about a sixth, number system and modern maths about a tenth each (issue 13:
// "Arithmetic ~35%, Algebra ~25–30%"). The bank draws its QA singles in these shares.
export const QA_AREA_WEIGHTS: Readonly<Record<string, number>> = {
  Arithmetic: 0.35,
  Algebra: 0.27,
  'Geometry & Mensuration': 0.16,
  'Number System': 0.11,
  'Modern Maths': 0.11,
};

/**
 * Picks the next template to draw from so that areas follow their weights: the area furthest behind its share goes
 * next (ties to the earlier area), its templates in turn. An area whose templates are all exhausted drops out and
 * the rest share its weight. Areas without a weight get their share of the templates.
 */
export function areaPicker(areas: readonly string[], weights: Readonly<Record<string, number>> = QA_AREA_WEIGHTS) {
  const order = [...new Set(areas)];
  const members = new Map(order.map((a) => [a, areas.flatMap((x, i) => (x === a ? [i] : []))]));
  const weight = new Map(order.map((a) => [a, weights[a] ?? (members.get(a)?.length ?? 0) / areas.length]));
  const drawn = new Map(order.map((a) => [a, 0]));
  const cursor = new Map(order.map((a) => [a, 0]));
  let total = 0;
  return {
    /** The index of the next template to draw, or -1 when `active` leaves none. */
    next(active: (index: number) => boolean): number {
      const live = order.filter((a) => members.get(a)?.some(active));
      const sum = live.reduce((s, a) => s + (weight.get(a) ?? 0), 0);
      let best: string | undefined;
      let bestGap = Number.NEGATIVE_INFINITY;
      for (const a of live) {
        const gap = ((weight.get(a) ?? 0) / sum) * (total + 1) - (drawn.get(a) ?? 0);
        if (gap > bestGap) [best, bestGap] = [a, gap];
      }
      if (best === undefined) return -1;
      const list = members.get(best) ?? [];
      const from = cursor.get(best) ?? 0;
      for (let step = 0; step < list.length; step++) {
        const at = (from + step) % list.length;
        if (active(list[at])) {
          cursor.set(best, at + 1);
          return list[at];
        }
      }
      return -1;
    },
    /** Counts a question drawn from the template at `index` (a miss is not counted). */
    took(index: number) {
      const a = areas[index];
      drawn.set(a, (drawn.get(a) ?? 0) + 1);
      total += 1;
    },
  };
}
