// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { type InsightInput, insights } from './insights.ts';

const base: InsightInput = {
  subject: 'Quantitative Aptitude',
  section: { theta: 0.42, uncertainty: 0.3, attempts: 48 },
  topics: [],
  recentAccuracy: 0.65,
  recentCount: 20,
  progression: [],
};

const point = (attempts: number, theta: number, uncertainty = 0.3) => ({
  attempts,
  theta,
  uncertainty,
  accuracy: 0.5,
  recommendedDifficulty: Math.min(5, Math.max(1, Math.round(theta) + 3)),
});

describe('insights', () => {
  it('says there is no data yet instead of inventing any', () => {
    const text = insights({ ...base, section: { theta: 0, uncertainty: 1, attempts: 0 }, recentCount: 0 });
    expect(text).toContain('No Quantitative Aptitude attempts yet');
    expect(text).not.toMatch(/Strongest|accuracy/);
  });

  it('reports the learner’s own accuracy, counts and level', () => {
    const text = insights(base);
    expect(text).toContain('65% over your last 20 questions (48 attempts in all)');
    expect(text).toContain('+0.42 ± 0.30');
    expect(text).toContain('difficulty 3 of 5');
  });

  it('names the strongest and weakest topic only when the gap beats the uncertainty', () => {
    const clear = insights({
      ...base,
      topics: [
        { topic: 'Percentages', ability: { theta: 1.1, uncertainty: 0.35, attempts: 14 } },
        { topic: 'Probability', ability: { theta: -0.6, uncertainty: 0.4, attempts: 9 } },
        { topic: 'Geometry', ability: { theta: 3, uncertainty: 0.9, attempts: 2 } },
      ],
    });
    expect(clear).toContain(
      'Strongest topic: Percentages (+1.10, 14 attempts); weakest: Probability (-0.60, 9 attempts)',
    );
    expect(clear).toContain('Focus next on Probability');
    expect(clear).not.toContain('Geometry');

    const level = insights({
      ...base,
      topics: [
        { topic: 'Percentages', ability: { theta: 0.5, uncertainty: 0.4, attempts: 8 } },
        { topic: 'Probability', ability: { theta: 0.2, uncertainty: 0.4, attempts: 8 } },
      ],
    });
    expect(level).toContain('level within the margin of error');
    expect(level).not.toContain('Strongest');
  });

  it('reports a rise, a fall or a steady level from the progression', () => {
    expect(insights({ ...base, progression: [point(10, -0.5), point(20, 0.1), point(30, 0.6)] })).toContain(
      'Your level rose from -0.50 to +0.60 (difficulty 3 → 4) over your last 20 questions.',
    );
    expect(insights({ ...base, progression: [point(10, 0.9), point(20, 0.1)] })).toContain('Your level fell');
    expect(insights({ ...base, progression: [point(10, 0.3), point(20, 0.4)] })).toContain('held steady');
  });
});
