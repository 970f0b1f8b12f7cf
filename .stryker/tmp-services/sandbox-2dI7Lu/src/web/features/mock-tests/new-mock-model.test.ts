// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api-client.ts';
import { istInstant, istLocal, refusal } from './new-mock-model.ts';

const error = (status: number, message: string, code = 'bad_request') =>
  new HttpError(status, JSON.stringify({ message, code }));

describe('new mock form: India time and refusals in plain words', () => {
  it('reads a datetime-local value as India time', () => {
    expect(istInstant('2026-05-01T10:00')).toBe('2026-05-01T04:30:00.000Z');
    expect(istInstant('')).toBeNull();
  });

  it('shows an instant as the India-time datetime-local value, the inverse of istInstant', () => {
    expect(istLocal('2026-05-01T04:30:00.000Z')).toBe('2026-05-01T10:00');
    expect(istLocal('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
    expect(istLocal(null)).toBe('');
  });

  it('puts a 409 next to the title, in the server words', () => {
    expect(refusal(error(409, 'A mock test with this title exists.', 'conflict'))).toEqual({
      field: 'title',
      text: 'A mock test with this title exists.',
    });
  });

  it('names the field a 400 names and shows its sentence beside it', () => {
    const short = error(400, 'title: Title needs at least 3 characters.', 'validation_error');
    expect(refusal(short)).toEqual({ field: 'title', text: 'Title needs at least 3 characters.' });
    expect(refusal(error(400, 'seriesId: there is no test series 9.'))).toEqual({
      field: 'seriesId',
      text: 'There is no test series 9.',
    });
    expect(refusal(error(400, 'sectionKey: one of VARC, DILR, QA.'))).toMatchObject({ field: 'sectionKey' });
    expect(refusal(error(400, 'colour: Colour is not a field here.'))).toMatchObject({ field: null });
  });

  it('keeps a refusal about the whole paper for the form', () => {
    const bank = 'The question bank cannot fill QA of CAT 2024–25 · Quantitative Aptitude yet.';
    expect(refusal(error(400, bank))).toEqual({ field: null, text: bank });
    expect(refusal(new Error('offline')).field).toBeNull();
  });
});
