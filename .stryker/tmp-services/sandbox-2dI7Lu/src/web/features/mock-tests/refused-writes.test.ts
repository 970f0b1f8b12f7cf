// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { carriesAnswer, refusedAnswersNotice } from './refused-writes.ts';

describe('answers refused after the section closed', () => {
  it('counts writes that carried an answer, not time or first-visit writes', () => {
    expect(carriesAnswer({ questionId: 1, status: 'answered', answer: { option: 2 }, seconds: 9 })).toBe(true);
    expect(carriesAnswer({ questionId: 1, status: 'answered_marked', answer: { text: '42' }, seconds: 9 })).toBe(true);
    expect(carriesAnswer({ questionId: 1, seconds: 9 })).toBe(false);
    expect(carriesAnswer({ questionId: 1, status: 'not_answered', answer: null, seconds: 0 })).toBe(false);
  });

  it('tells the learner how many were lost, in a sentence; nothing while none were', () => {
    expect(refusedAnswersNotice(0)).toBeNull();
    expect(refusedAnswersNotice(1)).toBe(
      '1 answer could not reach the server in time after the section closed and was not saved.',
    );
    expect(refusedAnswersNotice(3)).toBe(
      '3 answers could not reach the server in time after the section closed and were not saved.',
    );
  });
});
