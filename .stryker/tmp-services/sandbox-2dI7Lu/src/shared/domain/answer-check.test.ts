// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { checkAnswer, parseTypedNumber, sameAnswerKey } from './answer-check.ts';

describe('checkAnswer', () => {
  it('compares option indexes', () => {
    expect(checkAnswer({ kind: 'option', index: 2 }, { option: 2 })).toBe(true);
    expect(checkAnswer({ kind: 'option', index: 2 }, { option: 1 })).toBe(false);
    expect(checkAnswer({ kind: 'option', index: 2 }, { text: '2' })).toBe(false);
  });

  it('accepts a number within the tolerance and nothing outside it', () => {
    const key = { kind: 'numeric', value: 12.5, tolerance: 0.05 } as const;
    expect(checkAnswer(key, { text: '12.5' })).toBe(true);
    expect(checkAnswer(key, { text: ' 12.54 ' })).toBe(true);
    expect(checkAnswer(key, { text: '12.46' })).toBe(true);
    expect(checkAnswer(key, { text: '12.56' })).toBe(false);
    expect(checkAnswer(key, { text: 'twelve' })).toBe(false);
    expect(checkAnswer({ kind: 'numeric', value: 0.3, tolerance: 0 }, { text: '0.30' })).toBe(true);
    expect(checkAnswer({ kind: 'numeric', value: -4, tolerance: 0 }, { text: '−4' })).toBe(true);
    expect(checkAnswer({ kind: 'numeric', value: 1200, tolerance: 0 }, { text: '1,200' })).toBe(true);
    expect(checkAnswer({ kind: 'numeric', value: 0.75, tolerance: 0 }, { text: '3/4' })).toBe(true);
    expect(checkAnswer({ kind: 'numeric', value: 7, tolerance: 0 }, { option: 7 % 5 })).toBe(false);
  });

  it('compares text without spaces or case', () => {
    const key = { kind: 'text', value: '2413' } as const;
    expect(checkAnswer(key, { text: ' 2 4 1 3 ' })).toBe(true);
    expect(checkAnswer(key, { text: '2431' })).toBe(false);
    expect(checkAnswer({ kind: 'text', value: 'DACB' }, { text: 'dacb' })).toBe(true);
  });

  it('reads typed numbers strictly', () => {
    expect(parseTypedNumber('1e3')).toBe(1000);
    expect(parseTypedNumber('.5')).toBe(0.5);
    expect(parseTypedNumber('5/0')).toBeNull();
    expect(parseTypedNumber('12abc')).toBeNull();
    expect(parseTypedNumber('')).toBeNull();
  });
});

describe('sameAnswerKey: two keys that mark every answer alike', () => {
  it('options match by index only', () => {
    expect(sameAnswerKey({ kind: 'option', index: 2 }, { kind: 'option', index: 2 })).toBe(true);
    expect(sameAnswerKey({ kind: 'option', index: 2 }, { kind: 'option', index: 0 })).toBe(false);
  });

  it('numbers match by value and tolerance', () => {
    const twelve = { kind: 'numeric', value: 12, tolerance: 0 } as const;
    expect(sameAnswerKey(twelve, { kind: 'numeric', value: 12, tolerance: 0 })).toBe(true);
    expect(sameAnswerKey({ ...twelve, tolerance: 0.5 }, twelve)).toBe(false);
    expect(sameAnswerKey(twelve, { ...twelve, value: 12.5 })).toBe(false);
  });

  it('texts match exactly; different kinds never match', () => {
    expect(sameAnswerKey({ kind: 'text', value: 'BDAC' }, { kind: 'text', value: 'BDAC' })).toBe(true);
    expect(sameAnswerKey({ kind: 'text', value: 'BDAC' }, { kind: 'text', value: 'BDCA' })).toBe(false);
    expect(sameAnswerKey({ kind: 'option', index: 1 }, { kind: 'numeric', value: 1, tolerance: 0 })).toBe(false);
    expect(sameAnswerKey({ kind: 'numeric', value: 1, tolerance: 0 }, { kind: 'text', value: '1' })).toBe(false);
  });
});
