import type { Comment } from '#shared/contracts/community';

type Placed = Pick<Comment, 'id' | 'parentId' | 'answerId'>;

/** Replies grouped under the comment they answer; the key null holds the top level. */
export type CommentTree<C extends Placed> = Map<number | null, C[]>;

/**
 * The comments on a thread (answerId null) or on one answer, as a tree, each group in the order given. A reply
 * whose parent is not among them (hidden from this viewer, deleted, or on another answer) shows at the top level.
 * Linear in the number of comments: a thread can hold thousands, and a reply chain can be as deep as it is long.
 */
export function commentTree<C extends Placed>(comments: readonly C[], answerId: number | null): CommentTree<C> {
  const scoped = comments.filter((c) => c.answerId === answerId);
  const present = new Set(scoped.map((c) => c.id));
  const tree: CommentTree<C> = new Map();
  for (const c of scoped) {
    const key = c.parentId !== null && present.has(c.parentId) ? c.parentId : null;
    const siblings = tree.get(key);
    if (siblings) siblings.push(c);
    else tree.set(key, [c]);
  }
  return tree;
}
