// @ts-nocheck
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { SECTION_NAMES, SECTIONS, type Section } from '#shared/contracts/questions';
import { TASK_LIMITS, type TaskSession } from '#shared/contracts/tasks';
import { DIFFICULTY_LEVELS, difficultyChoice } from '#shared/domain/difficulty-labels';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, HttpError } from '../../lib/api-client.ts';
import { createTaskSession, fetchPracticeFilters } from './tasks-api.ts';

const DIFFICULTIES: ReadonlyArray<readonly [string, string]> = [
  ['', 'Any difficulty'],
  ...DIFFICULTY_LEVELS.map((level) => [String(level), difficultyChoice(level)] as const),
];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));

/** A premium learner's own practice test: section, topic, difficulty, count and minutes. */
export function CustomTestBuilder({ onReady }: { onReady: (session: TaskSession) => void }) {
  const filters = useQuery({ queryKey: ['/api/practice/filters'], queryFn: fetchPracticeFilters });
  const [section, setSection] = useState<Section>('QA');
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [count, setCount] = useState(10);
  const [minutes, setMinutes] = useState(30);
  const [busy, setBusy] = useState(false);

  const topics = (filters.data?.topics ?? []).filter((t) => t.section === section);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const session = await createTaskSession({
        section,
        ...(topic ? { topic } : {}),
        ...(difficulty ? { difficulty: Number(difficulty) } : {}),
        count: clamp(count, 1, TASK_LIMITS.maxQuestions),
        minutes: clamp(Math.round(minutes), 1, TASK_LIMITS.maxMinutes),
      });
      onReady(session);
    } catch (error) {
      // The server's 400 says when no questions match the filters.
      const noMatch = error instanceof HttpError && error.status === 400;
      toast({
        title: noMatch ? 'No Questions Available' : 'Error',
        description: errorMessage(error, 'Failed to build the practice test'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
          <ClipboardList className="size-5" aria-hidden="true" />
        </span>
        <CardTitle className="mt-2">Build a practice test</CardTitle>
        <CardDescription>
          Choose what to practise; questions you have not seen in the last 30 days come first. The test runs as one
          timed session.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="task-section">Section</Label>
            <select
              id="task-section"
              className={inputClasses}
              value={section}
              onChange={(e) => {
                setSection(e.target.value as Section);
                setTopic('');
              }}
            >
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {SECTION_NAMES[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="task-topic">Topic</Label>
            <select id="task-topic" className={inputClasses} value={topic} onChange={(e) => setTopic(e.target.value)}>
              <option value="">All topics</option>
              {topics.map((t) => (
                <option key={`${t.area}/${t.value}`} value={t.value}>
                  {t.value} ({t.count})
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="task-difficulty">Difficulty</Label>
            <select
              id="task-difficulty"
              className={inputClasses}
              value={difficulty}
              onChange={(e) => setDifficulty(e.target.value)}
            >
              {DIFFICULTIES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="task-count">Questions</Label>
              <Input
                id="task-count"
                type="number"
                min={1}
                max={TASK_LIMITS.maxQuestions}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="task-minutes">Minutes</Label>
              <Input
                id="task-minutes"
                type="number"
                min={1}
                max={TASK_LIMITS.maxMinutes}
                value={minutes}
                onChange={(e) => setMinutes(Number(e.target.value))}
              />
            </div>
          </div>
          <Button type="submit" size="lg" disabled={busy} className="sm:col-span-2">
            {busy ? 'Preparing the test…' : 'Start practice test'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
