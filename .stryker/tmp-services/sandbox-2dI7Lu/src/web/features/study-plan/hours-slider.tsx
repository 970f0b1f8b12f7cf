// @ts-nocheck
import * as Slider from '@radix-ui/react-slider';
import { STUDY_PLAN } from '#shared/domain/study-plan';

/** 1–8 hours, step 1; the parent decides whether a change is allowed (limits of spec section 5). */
export function HoursSlider({ value, onRequest }: { value: number; onRequest: (hours: number) => void }) {
  const marks = Array.from({ length: STUDY_PLAN.maxHours }, (_, i) => i + 1);
  return (
    <div className="grid gap-2">
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={STUDY_PLAN.minHours}
        max={STUDY_PLAN.maxHours}
        step={STUDY_PLAN.stepHours}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onRequest(next)}
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600 dark:bg-brand-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Study hours"
          className="block size-5 rounded-full border-2 border-brand-600 bg-white shadow transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:border-brand-400 dark:bg-slate-900 dark:focus-visible:ring-offset-slate-950"
        />
      </Slider.Root>
      <div aria-hidden="true" className="flex justify-between px-1 text-xs text-slate-500 dark:text-slate-400">
        {marks.map((h) => (
          <span key={h} className={h === value ? 'font-semibold text-brand-700 dark:text-brand-100' : undefined}>
            {h}h
          </span>
        ))}
      </div>
    </div>
  );
}
