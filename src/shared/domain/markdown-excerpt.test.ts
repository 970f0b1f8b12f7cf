import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt.ts';

describe('a Markdown excerpt', () => {
  it('reads as plain words: no heading, quote, emphasis, code or math marks; a link keeps its text', () => {
    expect(markdownExcerpt('## Doubt\n> quoted **bold** `code` ~~old~~ $x^2$ \\(y\\)', 100)).toBe(
      'Doubt quoted bold code old x^2 (y)',
    );
    expect(markdownExcerpt('See [the note](https://example.com/n) and ![graph](/uploads/community/a.png)', 100)).toBe(
      'See the note and graph',
    );
  });

  it('keeps underscores, so usernames read right, and cuts at the length after collapsing space', () => {
    expect(markdownExcerpt('Thanks   @learner_x\n\nfor  this', 100)).toBe('Thanks @learner_x for this');
    expect(markdownExcerpt('  abcdef  ', 3)).toBe('abc');
    expect(markdownExcerpt('#hashtag stays', 100)).toBe('#hashtag stays');
  });
});
