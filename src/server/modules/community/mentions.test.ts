import { describe, expect, it } from 'vitest';
import { MENTION_CAP } from '#shared/contracts/community-notifications';
import { mentionedUsernames } from './mentions.ts';
import { excerptOf } from './notifications.ts';

describe('mentionedUsernames', () => {
  it('finds @handles in prose, lower-cased and once each', () => {
    expect(mentionedUsernames('Thanks @Asha_1 and @ravi! @asha_1 again.')).toEqual(['asha_1', 'ravi']);
  });

  it('ignores e-mail addresses, URLs, code and handles outside the username rule', () => {
    const text =
      'Mail a@example.com, see https://x.in/@someone, `@inline`, @ab, @toolong_toolong_toolong_toolong.\n```\n@fenced\n```';
    expect(mentionedUsernames(text)).toEqual([]);
  });

  it(`notifies at most ${MENTION_CAP} members per message`, () => {
    const many = Array.from({ length: 25 }, (_, i) => `@member_${i}`).join(' ');
    const names = mentionedUsernames(many);
    expect(names).toHaveLength(MENTION_CAP);
    expect(names[0]).toBe('member_0');
  });
});

describe('excerptOf', () => {
  it('keeps usernames and numbers readable, drops Markdown markup', () => {
    expect(excerptOf('## Hi @asha_1, see [question #4](https://x.in) and *this* $x^2$')).toBe(
      'Hi @asha_1, see question #4 and this x^2',
    );
  });
});
