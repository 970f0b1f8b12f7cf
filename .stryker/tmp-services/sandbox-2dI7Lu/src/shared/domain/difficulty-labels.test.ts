// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, difficultyChoice, difficultyLabel } from './difficulty-labels.ts';

describe('difficulty labels (one table for learners and staff)', () => {
  it('names the five levels from easiest to hardest, as docs/difficulty-scale.md does', () => {
    expect(DIFFICULTY_LEVELS.map(difficultyLabel)).toEqual(['Very easy', 'Easy', 'Medium', 'Hard', 'Very hard']);
  });

  it('calls level 2 "Easy" and level 3 "Medium" (no "Moderate" beside "Medium")', () => {
    expect(difficultyLabel(2)).toBe('Easy');
    expect(difficultyLabel(3)).toBe('Medium');
    expect(Object.values(DIFFICULTY_LABELS)).not.toContain('Moderate');
    expect(new Set(Object.values(DIFFICULTY_LABELS)).size).toBe(5);
  });

  it('shows a level with its word in pickers, and a number outside 1–5 as it is', () => {
    expect(difficultyChoice(2)).toBe('2 · Easy');
    expect(difficultyChoice(5)).toBe('5 · Very hard');
    expect(difficultyLabel(0)).toBe('0');
    expect(difficultyLabel(7)).toBe('7');
    expect(difficultyChoice(2.5)).toBe('2.5');
  });
});
