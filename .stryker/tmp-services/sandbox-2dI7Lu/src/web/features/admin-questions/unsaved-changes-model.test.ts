// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { formOf, newQuestionForm } from './question-form-model.ts';
import { hasUnsavedChanges, shouldAskBeforeLeaving } from './unsaved-changes-model.ts';

const bank = { pathname: '/admin/qa-questions', search: '' };
const editing = { pathname: '/admin/qa-questions', search: '?edit=12' };

describe('unsaved changes in the staff editors', () => {
  it('a form is dirty only when it differs from what was loaded or saved', () => {
    const loaded = newQuestionForm('QA');
    expect(hasUnsavedChanges(loaded, newQuestionForm('QA'))).toBe(false);
    expect(hasUnsavedChanges({ ...loaded, stem: 'A new stem' }, loaded)).toBe(true);
    expect(hasUnsavedChanges({ ...loaded, options: ['', 'x', '', ''] }, loaded)).toBe(true);
    // Typing and then undoing the edit leaves nothing to lose.
    expect(hasUnsavedChanges({ ...loaded, stem: '' }, loaded)).toBe(false);
  });

  it('a saved question is clean again: the form taken from the server is the new baseline', () => {
    const saved = formOf({
      id: 3,
      section: 'QA',
      area: 'Arithmetic',
      topic: 'Ratio',
      subtopic: null,
      exams: ['CAT'],
      type: 'MCQ',
      stem: 'Split 10 in the ratio 2 : 3.',
      options: ['2', '4', '6', '8'],
      answer: { kind: 'option', index: 1 },
      explanation: ['10 × 2/5 = 4.'],
      difficulty: 2,
      difficultyParam: -1,
      estimatedTime: 2,
      source: 'original',
      isPremium: false,
      status: 'draft',
      authorId: null,
      setId: null,
      setOrder: null,
      generator: null,
      contentHash: 'h',
      attemptCount: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(hasUnsavedChanges(saved, { ...saved })).toBe(false);
  });

  it('asks before leaving only while dirty and only when the address changes', () => {
    expect(shouldAskBeforeLeaving({ dirty: true, allowed: false }, editing, bank)).toBe(true);
    expect(shouldAskBeforeLeaving({ dirty: true, allowed: false }, editing, { ...bank, search: '?tab=sets' })).toBe(
      true,
    );
    expect(
      shouldAskBeforeLeaving({ dirty: true, allowed: false }, editing, { pathname: '/admin/users', search: '' }),
    ).toBe(true);
    expect(shouldAskBeforeLeaving({ dirty: false, allowed: false }, editing, bank)).toBe(false);
    expect(shouldAskBeforeLeaving({ dirty: true, allowed: false }, editing, editing)).toBe(false);
  });

  it('lets through the navigation the editor allowed itself (after saving a new question or deleting)', () => {
    expect(shouldAskBeforeLeaving({ dirty: true, allowed: true }, { ...editing, search: '?edit=new' }, editing)).toBe(
      false,
    );
  });
});
