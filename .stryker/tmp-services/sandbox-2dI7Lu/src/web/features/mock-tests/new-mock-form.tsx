// @ts-nocheck
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TimerMode } from '#shared/contracts/mock-tests';
import {
  EXAM_PATTERNS,
  type ExamPattern,
  sectionalPattern,
  totalMinutes,
  totalQuestions,
} from '#shared/domain/exam/patterns';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { type NewMock, useCreateMock } from './mock-admin-api.ts';
import { useSeries } from './mock-staff-api.ts';
import { istInstant, refusal } from './new-mock-model.ts';
import { ScheduleWindowFields, TimerModeField } from './schedule-fields.tsx';

const PATTERNS: ExamPattern[] = Object.values(EXAM_PATTERNS);
/** The paper a choice of pattern and section gives: the shared pattern data, nothing invented. */
function paperOf(patternId: string, sectionKey: string) {
  const base = PATTERNS.find((p) => p.id === patternId);
  if (!base) return null;
  const p = sectionKey ? sectionalPattern(base, sectionKey) : base;
  return { questions: totalQuestions(p), minutes: totalMinutes(p), full: base.sections.every((s) => s.bankSection) };
}

/** "New mock test": a draft built from the bank by blueprint; staff publish it from the list. */
export function NewMockForm({ onCreated }: { onCreated(title: string): void }) {
  const [title, setTitle] = useState('');
  const [patternId, setPatternId] = useState<string>(PATTERNS[0]?.id ?? '');
  const [sectionKey, setSectionKey] = useState('');
  const [timerMode, setTimerMode] = useState<TimerMode>('pausable');
  const [isPremium, setIsPremium] = useState(false);
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const create = useCreateMock();
  const series = useSeries();
  const pattern = PATTERNS.find((p) => p.id === patternId);
  const sections = pattern?.sections.filter((s) => s.bankSection !== null) ?? [];
  const paper = paperOf(patternId, sectionKey);
  const problem = create.error ? refusal(create.error) : null;
  const errorFor = (field: string) => (problem?.field === field ? problem.text : undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    const body: NewMock = {
      title,
      patternId,
      ...(sectionKey ? { sectionKey } : {}),
      timerMode,
      isPremium,
      seriesId: seriesId.trim() ? Number(seriesId) : null,
      opensAt: istInstant(opensAt),
      closesAt: istInstant(closesAt),
    };
    create.mutate(body, {
      onSuccess: () => {
        onCreated(title.trim());
        setTitle('');
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New mock test</CardTitle>
        <CardDescription>
          Built from the question bank by the pattern's blueprint, as a draft: publish it from the list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label="New mock test">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="mock-title" label="Title" error={errorFor('title')}>
              <Input
                id="mock-title"
                value={title}
                maxLength={120}
                aria-invalid={problem?.field === 'title'}
                aria-describedby={problem?.field === 'title' ? 'mock-title-error' : undefined}
                onChange={(e) => setTitle(e.target.value)}
              />
            </FormField>
            <SelectField
              id="mock-pattern"
              label="Pattern"
              value={patternId}
              onChange={(v) => {
                setPatternId(v);
                setSectionKey('');
                setSeriesId('');
              }}
            >
              {PATTERNS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <FormField
              id="mock-section"
              label="Section (sectional test)"
              error={errorFor('sectionKey')}
              hint={
                paper
                  ? `${paper.questions} questions · ${paper.minutes} min${!sectionKey && !paper.full ? ' · the bank has no questions for some sections: choose one' : ''}`
                  : undefined
              }
            >
              <select
                id="mock-section"
                className={inputClasses}
                aria-describedby={problem?.field === 'sectionKey' ? 'mock-section-error' : 'mock-section-hint'}
                value={sectionKey}
                onChange={(e) => setSectionKey(e.target.value)}
              >
                <option value="">Full mock (every section)</option>
                {sections.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.key} · {s.name}
                  </option>
                ))}
              </select>
            </FormField>
            <TimerModeField id="mock-timer" value={timerMode} onChange={setTimerMode} />
            <ScheduleWindowFields
              idPrefix="mock"
              opens={opensAt}
              closes={closesAt}
              onOpens={setOpensAt}
              onCloses={setClosesAt}
              errorFor={errorFor}
            />
            <FormField id="mock-series" label="Series (optional)" error={errorFor('seriesId')}>
              <select
                id="mock-series"
                className={inputClasses}
                value={seriesId}
                onChange={(e) => setSeriesId(e.target.value)}
              >
                <option value="">No series</option>
                {(series.data?.items ?? [])
                  .filter((s) => s.exam === pattern?.exam)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}
                    </option>
                  ))}
              </select>
            </FormField>
            <div className="flex items-center gap-3 self-end pb-2">
              <Switch id="mock-premium" checked={isPremium} onCheckedChange={setIsPremium} />
              <label htmlFor="mock-premium" className="text-sm font-medium">
                Premium (paid plans only)
              </label>
            </div>
          </div>
          {problem && !problem.field && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {problem.text}
            </p>
          )}
          <div>
            <Button type="submit" disabled={create.isPending}>
              <Plus aria-hidden="true" />
              {create.isPending ? 'Building…' : 'Create draft'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
