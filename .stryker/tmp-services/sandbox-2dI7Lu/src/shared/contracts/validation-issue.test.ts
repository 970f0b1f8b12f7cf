// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldWords, issueMessage, plainIssueMessage, plainZodIssue } from './validation-issue.ts';

/** The issues zod itself produces for a value, worded by the shared mapping. */
const worded = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues.map(plainZodIssue);
};

describe('validation issues in plain words', () => {
  it('names the field in words, counting items from 1', () => {
    expect(fieldWords(['stem'])).toBe('stem');
    expect(fieldWords(['estimatedTime'])).toBe('estimated time');
    expect(fieldWords(['exams', 0])).toBe('item 1 of exams');
    expect(fieldWords(['questions', '1', 'stem'])).toBe('stem in item 2 of questions');
    expect(fieldWords([])).toBe('the request');
  });

  it('words a short stem without zod\'s "Too small: expected string to have >=5 characters"', () => {
    const [message] = worded(z.object({ stem: z.string().min(5) }), { stem: '' });
    expect(message).toBe('Stem needs at least 5 characters.');
    expect(
      issueMessage({
        code: 'too_small',
        path: ['stem'],
        message: 'Too small: expected string to have >=5 characters',
        params: { origin: 'string', minimum: 5, inclusive: true },
      }),
    ).toEqual({
      field: 'stem',
      message: 'Stem needs at least 5 characters.',
      text: 'stem: Stem needs at least 5 characters.',
    });
  });

  it('words lengths, counts, ranges, types, choices and unknown keys', () => {
    const schema = z
      .object({
        title: z.string().min(1).max(3),
        code: z.string().length(2),
        exams: z.array(z.enum(['CAT', 'XAT'])).min(1),
        difficulty: z.number().int().min(1).max(5),
        minutes: z.number().positive(),
        email: z.email(),
      })
      .strict();
    expect(
      worded(schema, { title: '', code: 'abc', exams: [], difficulty: 9, minutes: 0, email: 'x', extra: 1 }),
    ).toEqual([
      'Title cannot be empty.',
      'Code must have exactly 2 characters.',
      'Exams needs at least one item.',
      'Difficulty must be at most 5.',
      'Minutes must be more than 0.',
      'Email must be a valid email address.',
      'Unknown field: extra.',
    ]);
    expect(
      worded(schema, { title: 'long', code: 'ab', exams: ['GMAT'], difficulty: 2.5, minutes: 1, email: 'a@b.co' }),
    ).toEqual([
      'Title can have at most 3 characters.',
      'Item 1 of exams must be one of CAT, XAT.',
      'Difficulty must be a whole number.',
    ]);
    expect(worded(schema, {})[0]).toBe('Title is required.');
  });

  it("keeps a message the schema wrote itself (a refine's text, a custom min)", () => {
    expect(worded(z.object({ password: z.string().min(8, 'Use at least 8 characters') }), { password: 'x' })).toEqual([
      'Use at least 8 characters',
    ]);
    const refined = z.object({ a: z.number() }).refine((v) => v.a > 1, { message: 'a must exceed 1', path: ['a'] });
    expect(worded(refined, { a: 0 })).toEqual(['a must exceed 1']);
    expect(plainIssueMessage({ code: 'custom', path: ['answer'], message: 'Invalid input' })).toBe(
      'Answer is not valid.',
    );
  });
});
