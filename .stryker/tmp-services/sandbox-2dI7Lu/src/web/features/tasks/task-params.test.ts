// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { parseTaskParams } from './task-params.ts';

const parse = (q: string) => parseTaskParams(new URLSearchParams(q));

describe('parseTaskParams', () => {
  it('opens the builder without questionIds', () => {
    expect(parse('')).toEqual({ kind: 'builder' });
    expect(parse('subject=VARC&questionIds=')).toEqual({ kind: 'builder' });
  });

  it('reads a study-plan link', () => {
    expect(
      parse('subject=Quantitative+Aptitude&time=21&count=3&userId=u1&markCompletion=true&questionIds=1,2,3'),
    ).toEqual({
      kind: 'session',
      questionIds: [1, 2, 3],
      minutes: 21,
      subject: 'Quantitative Aptitude',
      markCompletion: true,
    });
  });

  it('rejects ids that are not positive whole numbers', () => {
    for (const bad of ['abc', '1,,2', '0', '-4', '1.5', '1;DROP']) {
      expect(parse(`questionIds=${encodeURIComponent(bad)}`).kind).toBe('invalid');
    }
  });

  it('drops duplicates, ignores a bad time and marks completion only for a known subject', () => {
    expect(parse('questionIds=5,5,6&time=abc&markCompletion=true&subject=Physics')).toEqual({
      kind: 'session',
      questionIds: [5, 6],
      minutes: null,
      subject: null,
      markCompletion: false,
    });
  });

  it('opens a stored session by id and ignores a malformed one', () => {
    const id = '0b6c2f8e-3f1a-4c2d-9e5b-7a1d2c3b4e5f';
    expect(parse(`session=${id}`)).toEqual({ kind: 'saved', sessionId: id });
    expect(parse('session=abc')).toEqual({ kind: 'builder' });
  });

  it('keeps the time within the server limit', () => {
    expect(parse('questionIds=1&time=900')).toMatchObject({ kind: 'session', minutes: 300 });
  });

  it('caps the number of questions', () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(parse(`questionIds=${ids}`).kind).toBe('invalid');
  });
});
