// @ts-nocheck
const DAY_MS = 86_400_000;

/** "today", "tomorrow", "in 3 days" or a date, for a card's next review seen from `now`. */
export function dueLabel(due: string, now = new Date()): string {
  const at = new Date(due);
  const days = Math.round((startOfDay(at) - startOfDay(now)) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days < 30) return `in ${days} days`;
  return `on ${at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}
