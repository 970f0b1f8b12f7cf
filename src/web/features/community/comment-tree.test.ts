import { describe, expect, it } from 'vitest';
import { commentTree } from './comment-tree.ts';

const comment = (id: number, parentId: number | null, answerId: number | null = null) => ({ id, parentId, answerId });
const ids = (list: Array<{ id: number }> | undefined) => list?.map((c) => c.id);

describe('the comment tree', () => {
  it('is empty for no comments', () => {
    expect(commentTree([], null).size).toBe(0);
  });

  it('puts replies under their parent, in the order given, and keeps to the thread or one answer', () => {
    const comments = [comment(1, null), comment(2, 1), comment(3, null), comment(4, 1), comment(5, 4)];
    comments.push(comment(6, null, 9), comment(7, 6, 9), comment(8, 1, 9));
    const thread = commentTree(comments, null);
    expect([...thread.keys()]).toEqual([null, 1, 4]);
    expect(ids(thread.get(null))).toEqual([1, 3]);
    expect(ids(thread.get(1))).toEqual([2, 4]);
    expect(ids(thread.get(4))).toEqual([5]);
    const answer = commentTree(comments, 9);
    // 8 answers comment 1, which is on the thread, not this answer: it shows at the answer's top level.
    expect(ids(answer.get(null))).toEqual([6, 8]);
    expect(ids(answer.get(6))).toEqual([7]);
  });

  it('shows a reply whose parent the viewer cannot see at the top level', () => {
    const tree = commentTree([comment(5, 2), comment(6, 5)], null);
    expect(ids(tree.get(null))).toEqual([5]);
    expect(ids(tree.get(5))).toEqual([6]);
  });

  it('builds a deep and wide tree of 40,001 comments in linear time', () => {
    const n = 20_000;
    // Counts reads of id and parentId: a builder that searches the list for each reply's parent reads them n² times.
    let reads = 0;
    const counted = (id: number, parentId: number | null) => ({
      get id() {
        reads++;
        return id;
      },
      get parentId() {
        reads++;
        return parentId;
      },
      answerId: null,
    });
    const chain = Array.from({ length: n }, (_, i) => counted(i + 1, i === 0 ? null : i));
    const fan = Array.from({ length: n }, (_, i) => counted(n + i + 1, 1));
    const comments = [...chain, ...fan];

    const started = performance.now();
    const tree = commentTree(comments, null);
    const elapsed = performance.now() - started;

    expect(reads).toBeLessThanOrEqual(4 * comments.length);
    // Copying a parent's replies for each new one is quadratic too (seconds here); the linear build takes milliseconds.
    expect(elapsed).toBeLessThan(1_000);
    expect(ids(tree.get(null))).toEqual([1]);
    expect(tree.get(1)?.length).toBe(1 + n);
    for (let id = 2; id < n; id++) expect(tree.get(id)?.[0]?.id).toBe(id + 1);
    expect([...tree.values()].reduce((sum, group) => sum + group.length, 0)).toBe(comments.length);
  });
});
