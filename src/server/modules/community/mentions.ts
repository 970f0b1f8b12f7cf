import { MENTION_CAP } from '#shared/contracts/community-notifications';

// `@username` mentions: usernames are the members' unique handles (3–30 of a–z, 0–9, _; stored lower-case), so a
// mention names exactly one member. Code is not prose: mentions inside code spans and fenced blocks do not count,
// nor do e-mail addresses or URLs (an @ right after a letter, digit, dot or slash).

const FENCED = /```[\s\S]*?(```|$)|~~~[\s\S]*?(~~~|$)/g;
const INLINE_CODE = /`[^`\n]*`/g;
const MENTION = /(?<![\w.@/\\])@([a-z0-9_]{3,30})(?![a-z0-9_])/gi;

/** The distinct usernames a message mentions, lower-cased, in order of first mention, at most MENTION_CAP. */
export function mentionedUsernames(markdown: string): string[] {
  const prose = markdown.replace(FENCED, ' ').replace(INLINE_CODE, ' ');
  const names: string[] = [];
  for (const match of prose.matchAll(MENTION)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!names.includes(name)) names.push(name);
    if (names.length === MENTION_CAP) break;
  }
  return names;
}
