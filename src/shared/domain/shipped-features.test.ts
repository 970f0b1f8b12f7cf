import { describe, expect, it } from 'vitest';
import { premiumHighlights, SHIPPED, type ShippedFeatures } from './shipped-features.ts';

const none: ShippedFeatures = {
  mockTests: false,
  aiTutor: false,
  community: false,
  liveSessions: false,
  testSeries: false,
  analyticsPage: false,
};

describe('what premium adds, in the words screens use', () => {
  it('names only shipped features, joined as a sentence', () => {
    expect(premiumHighlights(none)).toBe('premium questions, timed practice tests and study plans up to 8 hours');
    expect(premiumHighlights({ ...none, mockTests: true })).toBe(
      'premium questions, timed practice tests, mock tests and study plans up to 8 hours',
    );
    expect(premiumHighlights({ ...none, aiTutor: true })).toBe(
      'premium questions, timed practice tests, the AI tutor and study plans up to 8 hours',
    );
  });

  it('defaults to what ships today: mock tests, the AI tutor, live sessions and the community', () => {
    expect(SHIPPED).toMatchObject({
      mockTests: true,
      testSeries: true,
      aiTutor: true,
      community: true,
      liveSessions: true,
    });
    expect(premiumHighlights()).toBe(premiumHighlights(SHIPPED));
    expect(premiumHighlights()).toContain('mock tests');
    expect(premiumHighlights()).toContain('the AI tutor');
  });
});
