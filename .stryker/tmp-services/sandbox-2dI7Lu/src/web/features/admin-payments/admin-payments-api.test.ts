// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { filterQuery } from './admin-payments-api.ts';

describe('filterQuery', () => {
  it('keeps only the filters that are set', () => {
    expect(filterQuery({})).toBe('');
    expect(filterQuery({ status: 'captured', q: '', planId: 3, page: 2 })).toBe('?status=captured&planId=3&page=2');
    expect(filterQuery({ q: 'a&b' })).toBe('?q=a%26b');
  });
});
