/** The order with one mock moved one place up (-1) or down (+1); at either end the order stays as it is. */
// @ts-nocheck

export function moved(ids: number[], id: number, by: -1 | 1): number[] {
  const i = ids.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const next = [...ids];
  [next[i], next[j]] = [next[j] as number, next[i] as number];
  return next;
}
