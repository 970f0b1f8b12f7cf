// @ts-nocheck
import type { AdminFacets } from '#shared/contracts/admin-questions';
import { EXAMS, type Exam, QUESTION_TYPES, SECTIONS, type Section } from '#shared/contracts/questions';
import { DIFFICULTY_LEVELS, difficultyChoice } from '#shared/domain/difficulty-labels';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { SelectField } from './bank-ui.tsx';
import type { FormErrors, QuestionForm } from './question-form-model.ts';

type Patch = (patch: Partial<QuestionForm>) => void;

/** Classification and delivery fields: where the question sits in the syllabus and who may see it. */
export function QuestionMetaFields({
  form,
  update,
  facets,
  errors,
  serverField,
}: {
  form: QuestionForm;
  update: Patch;
  facets?: AdminFacets;
  errors: FormErrors;
  /** The field the server's 400 message names, so it can be marked. */
  serverField?: string;
}) {
  const areas = [...new Set((facets?.areas ?? []).filter((a) => a.section === form.section).map((a) => a.value))];
  const topics = [
    ...new Set(
      (facets?.topics ?? [])
        .filter((t) => t.section === form.section && (!form.area || t.area === form.area))
        .map((t) => t.value),
    ),
  ];
  const invalid = (field: string) => (serverField === field ? true : undefined);
  const toggleExam = (exam: Exam, on: boolean) =>
    update({
      exams: on ? EXAMS.filter((e) => e === exam || form.exams.includes(e)) : form.exams.filter((e) => e !== exam),
    });

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="q-section"
          label="Section"
          value={form.section}
          onChange={(v) => update({ section: v as Section })}
        >
          {SECTIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="q-type"
          label="Type"
          value={form.type}
          onChange={(v) => update({ type: v as QuestionForm['type'] })}
        >
          {QUESTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'MCQ' ? 'MCQ (options)' : 'TITA (typed answer)'}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FormField id="q-area" label="Area">
          <Input
            id="q-area"
            list="q-area-list"
            value={form.area}
            aria-invalid={invalid('area')}
            onChange={(e) => update({ area: e.target.value })}
          />
        </FormField>
        <FormField id="q-topic" label="Topic">
          <Input
            id="q-topic"
            list="q-topic-list"
            value={form.topic}
            aria-invalid={invalid('topic')}
            onChange={(e) => update({ topic: e.target.value })}
          />
        </FormField>
        <FormField id="q-subtopic" label="Subtopic (optional)">
          <Input id="q-subtopic" value={form.subtopic} onChange={(e) => update({ subtopic: e.target.value })} />
        </FormField>
        <datalist id="q-area-list">
          {areas.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <datalist id="q-topic-list">
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      <fieldset className="grid grid-cols-1 gap-1.5">
        <legend className="mb-1 text-sm font-medium">Exams</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {EXAMS.map((exam) => (
            <label key={exam} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={form.exams.includes(exam)}
                onChange={(e) => toggleExam(exam, e.target.checked)}
              />
              {exam}
            </label>
          ))}
        </div>
        {serverField === 'exams' && (
          <p className="text-xs font-medium text-red-600 dark:text-red-400">Pick at least one exam.</p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
        <SelectField
          id="q-difficulty"
          label="Difficulty"
          value={form.difficulty}
          onChange={(v) => update({ difficulty: v })}
        >
          {DIFFICULTY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {difficultyChoice(level)}
            </option>
          ))}
        </SelectField>
        <FormField id="q-time" label="Time (minutes)" error={errors.estimatedTime}>
          <Input
            id="q-time"
            inputMode="decimal"
            value={form.estimatedTime}
            onChange={(e) => update({ estimatedTime: e.target.value })}
          />
        </FormField>
        <FormField id="q-set" label="Set id (optional)" error={errors.setId}>
          <Input
            id="q-set"
            inputMode="numeric"
            value={form.setId}
            aria-invalid={invalid('setId')}
            onChange={(e) => update({ setId: e.target.value })}
          />
        </FormField>
        <FormField id="q-order" label="Order in set" error={errors.setOrder}>
          <Input
            id="q-order"
            inputMode="numeric"
            value={form.setOrder}
            onChange={(e) => update({ setOrder: e.target.value })}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <Switch id="q-premium" checked={form.isPremium} onCheckedChange={(on) => update({ isPremium: on })} />
          <Label htmlFor="q-premium">Premium only</Label>
        </div>
        <FormField id="q-source" label="Source">
          <Input
            id="q-source"
            className="h-8 w-48"
            value={form.source}
            onChange={(e) => update({ source: e.target.value })}
          />
        </FormField>
      </div>
    </div>
  );
}
