// @ts-nocheck
import type { TopicFigures } from '#shared/contracts/analytics';

// Five bands; each pairs a background with a text colour that keeps 4.5:1 contrast in light and dark mode, and the
// cell also carries its figure in text, so colour is never the only signal.
const BANDS = [
  { min: 80, label: '80% and up', cls: 'bg-emerald-200 text-emerald-950 dark:bg-emerald-800 dark:text-emerald-50' },
  { min: 60, label: '60–79%', cls: 'bg-lime-100 text-lime-950 dark:bg-lime-900 dark:text-lime-50' },
  { min: 40, label: '40–59%', cls: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50' },
  { min: 20, label: '20–39%', cls: 'bg-orange-200 text-orange-950 dark:bg-orange-900 dark:text-orange-50' },
  { min: 0, label: 'under 20%', cls: 'bg-red-200 text-red-950 dark:bg-red-900 dark:text-red-50' },
] as const;

const band = (accuracy: number) => BANDS.find((b) => accuracy >= b.min) ?? BANDS[BANDS.length - 1];

/** One tile a topic, grouped by section, coloured by accuracy and labelled with it. */
export function TopicHeatmap({ topics }: { topics: readonly TopicFigures[] }) {
  const sections = [...new Set(topics.map((t) => t.section))];
  return (
    <div className="grid gap-4" data-testid="heatmap">
      {sections.map((section) => (
        <section key={section} aria-label={`${section} topics`}>
          <h3 className="mb-2 text-sm font-semibold">{section}</h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {topics
              .filter((t) => t.section === section)
              .map((t) => (
                <li key={`${t.area}/${t.topic}`} className={`rounded-md p-2 text-xs ${band(t.accuracy).cls}`}>
                  <span className="block truncate font-semibold" title={t.topic}>
                    {t.topic}
                  </span>
                  <span className="tabular-nums">
                    {Math.round(t.accuracy)}% of {t.attempts}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <ul className="flex flex-wrap gap-2 text-xs" aria-label="Colour key">
        {BANDS.map((b) => (
          <li key={b.min} className={`rounded px-2 py-0.5 ${b.cls}`}>
            {b.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
