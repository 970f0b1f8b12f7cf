// @ts-nocheck
import { Flame, type LucideIcon, Star, Target, Trophy } from 'lucide-react';
import type { AnalyticsSummary } from '#shared/contracts/analytics';
import { Card } from '../../components/ui/card.tsx';

interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

export function StatCards({ summary }: { summary: AnalyticsSummary | null | undefined }) {
  const stats: Stat[] = [
    {
      label: 'Current Streak',
      value: summary ? `${summary.streak} ${summary.streak === 1 ? 'day' : 'days'}` : '—',
      icon: Flame,
      tone: 'bg-orange-50 text-orange-600 dark:bg-orange-500/15 dark:text-orange-300',
    },
    {
      label: 'Questions Solved',
      value: summary ? summary.totalQuestions.toLocaleString('en-IN') : '—',
      icon: Target,
      tone: 'bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100',
    },
    {
      label: 'Accuracy',
      value: summary ? `${Math.round(summary.accuracy)}%` : '—',
      icon: Trophy,
      tone: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
    },
    {
      label: 'XP Points',
      value: summary ? summary.xp.toLocaleString('en-IN') : '—',
      icon: Star,
      tone: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
    },
  ];
  return (
    <section aria-label="Your stats" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon, tone }) => (
        <Card key={label} className="flex min-w-0 items-center gap-3 p-3 sm:p-5">
          <span className={`flex size-9 shrink-0 items-center sm:size-10 justify-center rounded-lg ${tone}`}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium leading-tight text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
            <p className="text-xl font-bold tabular-nums sm:text-2xl" data-testid={`stat-${label}`}>
              {value}
            </p>
          </div>
        </Card>
      ))}
    </section>
  );
}
