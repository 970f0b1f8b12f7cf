// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, hasAnyFilter, withFilter } from './practice-filters-state.ts';

describe('practice filters in the query string', () => {
  it('reads known values and drops invalid ones', () => {
    const f = filtersFromSearch(
      new URLSearchParams('exam=CAT&section=QA&topic=Percentages&difficulty=9&type=ESSAY&status=wrong&x=1'),
    );
    expect(f).toEqual({ exam: 'CAT', section: 'QA', topic: 'Percentages', status: 'wrong' });
  });

  it('round-trips through the query string', () => {
    const f = { section: 'DILR', area: 'Logical Reasoning', difficulty: '3' };
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    expect(filtersToSearch({}).toString()).toBe('');
  });

  it('clears dependent filters when a parent changes', () => {
    const f = { section: 'QA', area: 'Arithmetic', topic: 'Percentages', exam: 'CAT' };
    expect(withFilter(f, 'section', 'VARC')).toEqual({ section: 'VARC', exam: 'CAT' });
    expect(withFilter(f, 'area', 'Algebra')).toMatchObject({ section: 'QA', area: 'Algebra', topic: undefined });
    expect(withFilter(f, 'exam', '')).toMatchObject({ exam: undefined, topic: 'Percentages' });
    expect(hasAnyFilter({})).toBe(false);
    expect(hasAnyFilter({ status: 'wrong' })).toBe(true);
  });

  it('keeps a valid question list from the study plan and drops a malformed one', () => {
    expect(filtersFromSearch(new URLSearchParams('ids=12,40,41&section=QA'))).toEqual({
      section: 'QA',
      ids: '12,40,41',
    });
    expect(filtersFromSearch(new URLSearchParams('ids=12,x'))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('ids=0,1'))).toEqual({});
    expect(filtersToSearch({ ids: '3,4' }).toString()).toBe('ids=3%2C4');
    expect(hasAnyFilter({ ids: '3' })).toBe(true);
  });
});
