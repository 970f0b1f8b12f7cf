/**
 * The start of a Markdown text as plain words, for feeds and the notification bell: headings, quotes, emphasis,
 * code and math markers and link targets dropped; underscores kept (they are in usernames).
 */
export function markdownExcerpt(markdown: string, length: number): string {
  return markdown
    .replace(/^\s{0,3}(#{1,6}\s+|>\s*)/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`~$\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, length);
}
