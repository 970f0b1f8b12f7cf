// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import {
  DEFAULT_ABILITY,
  inflateForElapsed,
  rebuildAbility,
  sectionScope,
  TOPIC_SPREAD,
  topicPrior,
  topicScope,
  updateAbility,
  updateAbilityMany,
} from './ability.ts';
import { estimateAbility } from './posterior.ts';
import { pCorrect } from './rasch.ts';

describe('stored ability state', () => {
  it('names scopes as section:X and topic:Y', () => {
    expect(sectionScope('QA')).toBe('section:QA');
    expect(topicScope('Percentages')).toBe('topic:Percentages');
  });

  it('moves up after a right answer, down after a wrong one, and counts attempts', () => {
    const up = updateAbility(DEFAULT_ABILITY, { b: 0, correct: true });
    const down = updateAbility(DEFAULT_ABILITY, { b: 0, correct: false });
    expect(up.theta).toBeGreaterThan(0);
    expect(down.theta).toBeCloseTo(-up.theta, 9);
    expect(up.uncertainty).toBeLessThan(1);
    expect(up.attempts).toBe(1);
  });

  it('a single update is exact: it equals the grid posterior of N(0,1) and one response', () => {
    const one = updateAbility(DEFAULT_ABILITY, { b: 0.8, correct: false });
    const exact = estimateAbility([{ b: 0.8, correct: false }]);
    expect(one.theta).toBeCloseTo(exact.theta, 9);
    expect(one.uncertainty).toBeCloseTo(exact.sd, 9);
  });

  it('chained normal approximations stay close to the exact posterior over 60 responses', () => {
    const rng = createRng(7);
    const responses = Array.from({ length: 60 }, () => {
      const b = -2 + 4 * rng.next();
      return { b, correct: rng.next() < pCorrect(0.9, b) };
    });
    const chained = updateAbilityMany(DEFAULT_ABILITY, responses);
    const exact = rebuildAbility(responses);
    expect(Math.abs(chained.theta - exact.theta)).toBeLessThan(0.05);
    expect(Math.abs(chained.uncertainty - exact.uncertainty)).toBeLessThan(0.02);
    expect(chained.attempts).toBe(60);
    expect(exact.attempts).toBe(60);
  });

  it('widens with time away, capped at the population prior', () => {
    const sharp = { theta: 1, uncertainty: 0.3, attempts: 50 };
    const later = inflateForElapsed(sharp, 100);
    expect(later.uncertainty).toBeCloseTo(Math.sqrt(0.09 + 0.25), 9);
    expect(later.theta).toBe(1);
    expect(inflateForElapsed(sharp, 0)).toEqual(sharp);
    expect(inflateForElapsed(sharp, 10_000).uncertainty).toBe(1);
  });

  it('a long gap makes the next answer count for more', () => {
    const sharp = { theta: 0, uncertainty: 0.3, attempts: 50 };
    const soon = updateAbility(sharp, { b: 0, correct: true });
    const late = updateAbility(sharp, { b: 0, correct: true }, { elapsedDays: 120 });
    expect(late.theta).toBeGreaterThan(soon.theta);
  });

  it('starts a topic at the section estimate, wider by the topic spread', () => {
    const prior = topicPrior({ theta: 0.8, uncertainty: 0.4, attempts: 90 });
    expect(prior.theta).toBe(0.8);
    expect(prior.uncertainty).toBeCloseTo(Math.hypot(0.4, TOPIC_SPREAD), 9);
    expect(prior.attempts).toBe(0);
    expect(topicPrior(DEFAULT_ABILITY).uncertainty).toBe(1);
  });
});
