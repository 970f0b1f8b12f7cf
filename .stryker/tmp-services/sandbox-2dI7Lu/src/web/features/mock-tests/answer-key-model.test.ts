// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { draftOf, formatKey, keyOf, sameKey } from './answer-key-model.ts';

describe('answer-key form', () => {
  it('says a key in words', () => {
    expect(formatKey({ kind: 'option', index: 1 })).toBe('option B');
    expect(formatKey({ kind: 'numeric', value: 42, tolerance: 0 })).toBe('42');
    expect(formatKey({ kind: 'numeric', value: 2.5, tolerance: 0.1 })).toBe('2.5 (± 0.1)');
    expect(formatKey({ kind: 'text', value: '2413' })).toBe('“2413”');
  });

  it('turns a draft into a key, or says what is missing', () => {
    expect(keyOf({ ...draftOf({ kind: 'option', index: 0 }), option: 3 })).toEqual({ kind: 'option', index: 3 });
    expect(keyOf({ kind: 'numeric', option: 0, value: ' 41 ', tolerance: '' })).toEqual({
      kind: 'numeric',
      value: 41,
      tolerance: 0,
    });
    expect(keyOf({ kind: 'numeric', option: 0, value: 'x', tolerance: '0' })).toBe('The answer is a number.');
    expect(keyOf({ kind: 'numeric', option: 0, value: '4', tolerance: '-1' })).toMatch(/tolerance/);
    expect(keyOf({ kind: 'text', option: 0, value: ' ', tolerance: '0' })).toBe('Type the right answer.');
    expect(sameKey({ kind: 'numeric', value: 42, tolerance: 0 }, { kind: 'numeric', value: 42, tolerance: 0 })).toBe(
      true,
    );
  });
});
