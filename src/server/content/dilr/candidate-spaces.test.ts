import { describe, expect, it } from 'vitest';
import { candidateSpace, forgetCandidateSpaces } from './candidate-spaces.ts';
import { scheduleCandidates } from './scheduling-model.ts';

describe('candidate spaces', () => {
  it('builds a space once and shares it until forgotten, then builds it afresh', () => {
    let builds = 0;
    const build = () => [++builds];
    const first = candidateSpace('test', build);
    expect(candidateSpace('test', build)).toBe(first);
    forgetCandidateSpaces();
    expect(candidateSpace('test', build)).toEqual([2]);
    expect(builds).toBe(2);
    forgetCandidateSpaces();
  });

  it('a model rebuilds the same candidates after they are forgotten', () => {
    const before = scheduleCandidates();
    forgetCandidateSpaces();
    const after = scheduleCandidates();
    expect(after).not.toBe(before);
    expect(after).toHaveLength(64_800);
    for (const i of [0, 1_234, 64_799]) expect(after[i]).toEqual(before[i]);
    forgetCandidateSpaces();
  });
});
