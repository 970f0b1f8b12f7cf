// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { type AdminQuestion, adminQuestionBody } from '#shared/contracts/admin-questions';
import { splitFieldMessage } from '#shared/contracts/validation-issue';
import { HttpError } from '../../lib/api-client.ts';
import { importErrorsOf, toQuery } from './admin-questions-api.ts';
import {
  bodyOf,
  formOf,
  move,
  newQuestionForm,
  parseNumber,
  removeOption,
  STEM_TOO_SHORT,
  serverProblem,
} from './question-form-model.ts';

const stored: AdminQuestion = {
  id: 7,
  section: 'QA',
  area: 'Arithmetic',
  topic: 'Percentages',
  subtopic: null,
  exams: ['CAT', 'XAT'],
  type: 'TITA',
  stem: 'What is $\\frac{1}{2}$ of 50?',
  options: null,
  answer: { kind: 'numeric', value: 25, tolerance: 0.5 },
  explanation: ['Half of 50 is 25.'],
  difficulty: 2,
  difficultyParam: 0,
  estimatedTime: 1.5,
  source: 'original',
  isPremium: true,
  status: 'published',
  authorId: null,
  setId: null,
  setOrder: null,
  generator: 'qa.percent',
  contentHash: 'x',
  attemptCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('question form model', () => {
  it('round-trips a stored TITA question into a body the server contract accepts', () => {
    const result = bodyOf(formOf(stored));
    if (!('body' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.body).toMatchObject({
      answer: { kind: 'numeric', value: 25, tolerance: 0.5 },
      exams: ['CAT', 'XAT'],
      isPremium: true,
      status: 'published',
      generator: 'qa.percent',
      estimatedTime: 1.5,
    });
    expect(result.body).not.toHaveProperty('options');
    expect(adminQuestionBody.safeParse(result.body).success).toBe(true);
  });

  it('builds an MCQ body with the marked option and drops empty explanation steps', () => {
    const f = {
      ...newQuestionForm('DILR'),
      area: 'DI',
      topic: 'Tables',
      stem: 'Which is largest?',
      options: [' 1 ', '2', '3', '4'],
      correctIndex: 2,
      explanation: ['Compare.', '  '],
    };
    const result = bodyOf(f);
    if (!('body' in result)) throw new Error('expected a body');
    expect(result.body.answer).toEqual({ kind: 'option', index: 2 });
    expect(result.body.options).toEqual(['1', '2', '3', '4']);
    expect(result.body.explanation).toEqual(['Compare.']);
    expect(adminQuestionBody.safeParse(result.body).success).toBe(true);
  });

  it('reports answers that are not numbers and empty exact answers', () => {
    const blank = { ...newQuestionForm(), stem: 'How many litres are left?' };
    const numeric = { ...blank, type: 'TITA' as const, numericValue: 'twelve' };
    expect(bodyOf(numeric)).toEqual({ errors: { answer: 'The numeric answer must be a number.' } });
    const text = { ...blank, type: 'TITA' as const, titaKind: 'text' as const, textValue: ' ' };
    expect(bodyOf(text)).toEqual({ errors: { answer: 'Type the exact answer text.' } });
    expect(bodyOf({ ...blank, setOrder: '1.5' })).toEqual({
      errors: { setOrder: 'Order is a whole number.' },
    });
  });

  it('refuses an empty or too short stem before sending, with a sentence for beside the field', () => {
    const ready = {
      ...newQuestionForm(),
      area: 'Arithmetic',
      topic: 'Ratio',
      stem: 'Split 10 in the ratio 2 : 3.',
      options: ['2', '4', '6', '8'],
      explanation: ['10 × 2/5 = 4.'],
    };
    expect('body' in bodyOf(ready)).toBe(true);
    for (const stem of ['', '    ', '\n x \n', 'abcd']) {
      expect(bodyOf({ ...ready, stem })).toEqual({
        errors: { stem: 'The question needs a stem of at least 5 characters.' },
      });
    }
    expect(STEM_TOO_SHORT).toBe('The question needs a stem of at least 5 characters.');
    // Whatever the form lets through, the server's contract takes: the two agree on the length.
    const five = bodyOf({ ...ready, stem: 'abcde' });
    expect('body' in five && adminQuestionBody.safeParse(five.body).success).toBe(true);
  });

  it('splits a server 400 into the field it names and the sentence to show beside it', () => {
    expect(splitFieldMessage('stem: Stem needs at least 5 characters.')).toEqual({
      field: 'stem',
      text: 'Stem needs at least 5 characters.',
    });
    expect(splitFieldMessage('options.2: Item 3 of options cannot be empty.')).toEqual({
      field: 'options',
      text: 'Item 3 of options cannot be empty.',
    });
    expect(splitFieldMessage('The same question is already in the bank as #4.')).toEqual({
      text: 'The same question is already in the bank as #4.',
    });
  });

  it('shows a validation 400 by its plain sentence, any other message whole (still marking its field)', () => {
    expect(serverProblem('stem: Stem needs at least 5 characters.', true)).toEqual({
      field: 'stem',
      text: 'Stem needs at least 5 characters.',
    });
    expect(serverProblem('setId: there is no such passage or data set.', false)).toEqual({
      field: 'setId',
      text: 'setId: there is no such passage or data set.',
    });
    expect(serverProblem('Question not found.', false)).toEqual({ text: 'Question not found.' });
  });

  it('parses numbers the way people type them', () => {
    expect(parseNumber('1,250')).toBe(1250);
    expect(parseNumber(' -0.5 ')).toBe(-0.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
  });

  it('keeps the correct option on the same text when another option is removed', () => {
    const f = { ...newQuestionForm(), options: ['a', 'b', 'c', 'd', 'e'], correctIndex: 3 };
    const after = removeOption(f, 1);
    expect(after.options).toEqual(['a', 'c', 'd', 'e']);
    expect(after.options[after.correctIndex]).toBe('d');
    expect(removeOption(after, 0)).toBe(after);
  });

  it('moves explanation steps', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  });
});

describe('admin questions api helpers', () => {
  it('builds a query string from the set filters only', () => {
    expect(toQuery({ q: '', section: 'QA', page: 2, topic: undefined })).toBe('?section=QA&page=2');
    expect(toQuery({ q: '#12 a&b' })).toBe('?q=%2312+a%26b');
    expect(toQuery({})).toBe('');
  });

  it('reads the row-by-row report of a rejected import', () => {
    const body = JSON.stringify({
      message: 'Nothing was imported: 1 problem in 1 row.',
      code: 'import_invalid',
      details: { errors: [{ row: 2, field: 'answer', message: 'bad' }] },
    });
    expect(importErrorsOf(new HttpError(400, body))).toEqual([{ row: 2, field: 'answer', message: 'bad' }]);
    expect(importErrorsOf(new HttpError(400, '{"message":"x"}'))).toBeNull();
    expect(importErrorsOf(new Error('x'))).toBeNull();
  });
});

describe('set data check', () => {
  it('accepts empty text, the sample and rejects bad JSON or blocks with the path named', async () => {
    const { checkSetData, SAMPLE_DATA, dataText } = await import('./set-data-model.ts');
    expect(checkSetData('  ')).toEqual({ ok: true, data: null });
    expect(checkSetData(dataText(SAMPLE_DATA))).toEqual({ ok: true, data: SAMPLE_DATA });
    const bad = checkSetData('{"blocks":[{"kind":"table","columns":[]}]}');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems.some((p) => p.startsWith('blocks.0.'))).toBe(true);
    // In plain words, not zod's "Too small: expected array to have >=1 items".
    if (!bad.ok)
      expect(bad.problems).toContain('blocks.0.columns: Columns in item 1 of blocks needs at least one item.');
    if (!bad.ok) expect(bad.problems.join(' ')).not.toMatch(/Too small|Invalid input/);
    const broken = checkSetData('{"blocks": [');
    expect(broken.ok === false && broken.problems[0]).toMatch(/^Not valid JSON/);
  });
});
