// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { QuestionSummary } from '#shared/contracts/questions';
import { listItems, listPhases, nextListPage } from './practice-api.ts';

describe('the practice list running order', () => {
  it("with at most a section chosen, opens on the adaptive engine's picks, then unanswered, then answered", () => {
    expect(listPhases({})).toEqual(['recommended', 'unattempted', 'attempted']);
    expect(listPhases({ section: 'QA' })).toEqual(['recommended', 'unattempted', 'attempted']);
    expect(nextListPage(listPhases({}), { status: 'recommended', cursor: null }, null)).toEqual({
      status: 'unattempted',
      cursor: null,
    });
  });

  it('with narrower filters walks unanswered questions first, then answered ones', () => {
    const phases = listPhases({ section: 'QA', topic: 'Percentages' });
    expect(phases).toEqual(['unattempted', 'attempted']);
    expect(listPhases({ ids: '1,2' })).toEqual(['unattempted', 'attempted']);
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
    expect(listPhases({ status: 'nonsense', area: 'Arithmetic' })).toEqual(['unattempted', 'attempted']);
  });

  it('lists each question once, where it first comes', () => {
    const q = (id: number) => ({ id }) as QuestionSummary;
    const pages = [
      { items: [q(7), q(3)], nextCursor: null },
      { items: [q(1), q(3), q(5)], nextCursor: 5 },
      { items: [q(7), q(9)], nextCursor: null },
    ];
    expect(listItems(pages).map((x) => x.id)).toEqual([7, 3, 1, 5, 9]);
    expect(listItems([])).toEqual([]);
  });
});
