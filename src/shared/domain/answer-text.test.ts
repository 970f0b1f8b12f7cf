import { describe, expect, it } from 'vitest';
import { describeAnswer, optionLetter } from './answer-text.ts';

describe('answer text', () => {
  it('names options by letter and numbers with their tolerance', () => {
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(4)).toBe('E');
    expect(describeAnswer({ kind: 'option', index: 2 })).toBe('Option C');
    expect(describeAnswer({ kind: 'numeric', value: 42, tolerance: 0 })).toBe('42');
    expect(describeAnswer({ kind: 'numeric', value: 3.5, tolerance: 0.01 })).toBe('3.5 (± 0.01)');
    expect(describeAnswer({ kind: 'text', value: '2413' })).toBe('2413');
  });
});
