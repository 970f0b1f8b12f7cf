// @ts-nocheck
// What other features use from bookmarks: saving and removing one (the practice player's bookmark button).
export { BOOKMARKS_KEY, removeBookmark, saveBookmark } from './bookmarks-api.ts';
