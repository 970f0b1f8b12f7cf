import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../lib/duration.ts';
import { applyKeypadKey, sanitiseTypedAnswer } from './answer-format.ts';

describe('answer formatting', () => {
  it('edits a typed answer from the keypad', () => {
    expect(applyKeypadKey('12', '3')).toBe('123');
    expect(applyKeypadKey('12', 'backspace')).toBe('1');
    expect(applyKeypadKey('12', 'clear')).toBe('');
    expect(applyKeypadKey('12', '-')).toBe('-12');
    expect(applyKeypadKey('-12', '-')).toBe('12');
    expect(applyKeypadKey('1.5', '.')).toBe('1.5');
    expect(applyKeypadKey('x'.repeat(50), '1')).toHaveLength(50);
  });

  it('issue 12: a typed answer keeps only digits, one leading minus, point and slash', () => {
    expect(sanitiseTypedAnswer('50')).toBe('50');
    expect(sanitiseTypedAnswer('5a0b')).toBe('50');
    expect(sanitiseTypedAnswer('-3.5')).toBe('-3.5');
    expect(sanitiseTypedAnswer('3-5')).toBe('35');
    expect(sanitiseTypedAnswer('1/4')).toBe('1/4');
    expect(sanitiseTypedAnswer(' 12 ')).toBe('12');
    expect(sanitiseTypedAnswer('9'.repeat(60))).toHaveLength(50);
  });

  it('formats durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
