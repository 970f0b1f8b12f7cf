import { describe, expect, it } from 'vitest';
import { listPhases, nextListPage } from './practice-api.ts';

describe('the practice list running order', () => {
  it('without a status filter walks unanswered questions first, then answered ones', () => {
    const phases = listPhases({ section: 'QA' });
    expect(phases).toEqual(['unattempted', 'attempted']);
    expect(nextListPage(phases, { status: 'unattempted', cursor: null }, 40)).toEqual({
      status: 'unattempted',
      cursor: 40,
    });
    expect(nextListPage(phases, { status: 'unattempted', cursor: 40 }, null)).toEqual({
      status: 'attempted',
      cursor: null,
    });
    expect(nextListPage(phases, { status: 'attempted', cursor: null }, null)).toBeUndefined();
  });

  it('with a status filter stays on that status alone', () => {
    const phases = listPhases({ status: 'wrong' });
    expect(phases).toEqual(['wrong']);
    expect(nextListPage(phases, { status: 'wrong', cursor: 7 }, 9)).toEqual({ status: 'wrong', cursor: 9 });
    expect(nextListPage(phases, { status: 'wrong', cursor: 9 }, null)).toBeUndefined();
    expect(listPhases({ status: 'nonsense' })).toEqual(['unattempted', 'attempted']);
  });
});
