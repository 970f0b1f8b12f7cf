import { describe, expect, it } from 'vitest';
import { isSafeUrl, neutraliseMarkdown } from './markdown-guard.ts';

describe('neutraliseMarkdown', () => {
  it('keeps ordinary Markdown and math exactly', () => {
    const md =
      '# Title\n\nUse $a<b$ and $$x^2 < y$$, `<b>` in code, **bold** and [a link](https://example.com).\n\n```\n<script>ok in code</script>\n```';
    expect(neutraliseMarkdown(md)).toBe(md);
  });

  it('turns raw HTML into visible text', () => {
    expect(neutraliseMarkdown('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(neutraliseMarkdown('hi <img src=x onerror=alert(1)> there')).toBe(
      'hi &lt;img src=x onerror=alert(1)&gt; there',
    );
    expect(neutraliseMarkdown('<svg onload=alert(1)>')).not.toMatch(/<svg/);
    expect(neutraliseMarkdown('a <!-- c --> b')).not.toMatch(/<!--/);
  });

  it('drops javascript:, data: and disguised link targets but keeps the words', () => {
    expect(neutraliseMarkdown('[click](javascript:alert(1))')).toBe('click');
    // An autolink to a bad scheme keeps its text, which no longer links.
    expect(neutraliseMarkdown('<javascript:alert(1)>')).toBe('javascript:alert\\(1\\)');
    expect(neutraliseMarkdown('![pic](data:image/svg+xml;base64,PHN2Zz4=)')).toBe('pic');
    expect(neutraliseMarkdown('[r][1]\n\n[1]: javascript:alert(1)')).not.toMatch(/javascript/);
    expect(neutraliseMarkdown('[a](jav&#x61;script:alert(1))')).toBe('a');
  });

  it('keeps images from our own uploads only; any other image becomes its alt text', () => {
    const own = '![graph](/uploads/community/2026-11/0123456789abcdef0123456789abcdef.png)';
    expect(neutraliseMarkdown(own)).toBe(own);
    expect(neutraliseMarkdown('![t](https://tracker.example/p.gif)')).toBe('t');
    expect(neutraliseMarkdown('![t](/uploads/avatars/x.png)')).toBe('t');
    expect(neutraliseMarkdown('![t](/uploads/community/../../secret.png)')).toBe('t');
    expect(neutraliseMarkdown('![t](/uploads/community/2026-11/0123456789abcdef0123456789abcdef.png?x=1)')).toBe('t');
    // Reference-style images are judged by their definition.
    expect(neutraliseMarkdown('![r][1]\n\n[1]: https://evil.example/x.png')).not.toMatch(/!\[/);
    const ref = '![r][1]\n\n[1]: /uploads/community/2026-11/0123456789abcdef0123456789abcdef.gif';
    expect(neutraliseMarkdown(ref)).toBe(ref);
    // A link to another site may still wrap our image.
    const wrapped = `[${own}](https://example.com)`;
    expect(neutraliseMarkdown(wrapped)).toBe(wrapped);
  });

  it('judges URLs', () => {
    for (const ok of ['https://x.org', 'http://x', 'mailto:a@b.c', '/post/1', '#top', 'page?x=1'])
      expect(isSafeUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:x',
      'vbscript:x',
      'data:text/html,x',
      '//evil.com',
      'java\nscript:x',
    ])
      expect(isSafeUrl(bad)).toBe(false);
  });
});
