import { describe, expect, it } from 'vitest';
import type { QuestionDraft } from '#shared/contracts/questions';
import { EXAM_PATTERNS } from '#shared/domain/exam/patterns';
import { premiumByHash, questionContentHash } from '../bank-rows.ts';
import { lintText, questionTexts } from '../text-lint.ts';
import { loadWrittenSection, type WrittenSection } from './load.ts';

// XAT's Decision Making, General Awareness (XAT's GK and CMAT's GA) and CMAT's Innovation & Entrepreneurship: written
// by us, one folder each, read by the bank seed. Two mocks of each exam draw on them, the free one from free
// questions only, so each section holds at least two papers' worth and a free paper's worth of free questions.

interface Expected {
  area: string;
  exams: string[];
  options: number;
  topics: string[];
  /** Questions two mocks need without repeating one. */
  atLeast: number;
  /** Free questions one free mock needs. */
  freeAtLeast: number;
}

const EXPECTED: Record<Exclude<WrittenSection, 'VARC'>, Expected> = {
  DM: {
    area: 'Decision Making',
    exams: ['XAT'],
    options: 5,
    topics: ['Ethical Dilemmas', 'Business Strategy', 'People & Team Management', 'Rule-based Decisions'],
    atLeast: 2 * EXAM_PATTERNS.XAT2025.sections[1].questions,
    freeAtLeast: EXAM_PATTERNS.XAT2025.sections[1].questions,
  },
  GA: {
    area: 'General Awareness',
    exams: ['XAT', 'CMAT'],
    options: 4,
    topics: [
      'Indian Economy',
      'Banking & Finance',
      'Business & Corporate',
      'International Organisations',
      'Polity & Constitution',
      'History & Culture',
      'Geography',
      'Science & Technology',
      'Awards, Books & Sports',
    ],
    // XAT's GK and CMAT's GA, two mocks each, with as little overlap as the blueprint can manage.
    atLeast: 80,
    freeAtLeast: 20,
  },
  IE: {
    area: 'Innovation & Entrepreneurship',
    exams: ['CMAT'],
    options: 4,
    topics: [
      'Entrepreneurship Basics',
      'Innovation Concepts',
      'Startup Finance & Funding',
      'Business Models & Planning',
      'Intellectual Property',
      'Government Schemes & Ecosystem',
    ],
    atLeast: 40,
    freeAtLeast: 20,
  },
};

const LETTERS = ['A', 'B', 'C', 'D', 'E'];
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const keyOf = (q: QuestionDraft) => (q.answer.kind === 'option' ? q.answer.index : -1);
/** The option letters an explanation names: "Option C is wrong…", "Options A, B and D are…". */
const namedLetters = (text: string) =>
  new Set(
    [...text.matchAll(/\bOptions? ([A-E](?:(?:, | and | or )[A-E])*)\b/g)].flatMap((m) => m[1].match(/[A-E]/g) ?? []),
  );

describe.each(Object.entries(EXPECTED))('written %s content', (section, want) => {
  const { sets, items } = loadWrittenSection(section as WrittenSection);

  it(`holds at least ${want.atLeast} single MCQs, ${want.freeAtLeast} of them free, in ${want.area}`, () => {
    expect(sets).toEqual([]);
    expect(items.length).toBeGreaterThanOrEqual(want.atLeast);
    const free = items.filter((q) => !q.isPremium && !premiumByHash(questionContentHash(q)));
    expect(free.length).toBeGreaterThanOrEqual(want.freeAtLeast);
    for (const q of items) {
      expect(q.area, q.stem).toBe(want.area);
      expect(q.exams, q.stem).toEqual(want.exams);
      expect(want.topics, q.stem).toContain(q.topic);
    }
    // every topic is asked often enough to practise on its own
    for (const t of want.topics) expect(items.filter((q) => q.topic === t).length, t).toBeGreaterThanOrEqual(5);
  });

  it(`has ${want.options} distinct options, one key and an explanation naming a wrong option`, () => {
    for (const q of items) {
      expect(q.type, q.stem).toBe('MCQ');
      const options = q.options ?? [];
      expect(new Set(options.map(normalise)).size, q.stem).toBe(want.options);
      const key = keyOf(q);
      expect(key, q.stem).toBeGreaterThanOrEqual(0);
      const named = namedLetters(q.explanation.slice(1).join(' '));
      expect(named.has(LETTERS[key] ?? ''), `the key is named among the wrong options: ${q.stem}`).toBe(false);
      expect(named.size, q.stem).toBeGreaterThanOrEqual(1);
    }
  });

  it('spreads its key over the positions and does not make it the longest option', () => {
    const fair = 1 / want.options;
    for (let i = 0; i < want.options; i++) {
      const share = items.filter((q) => keyOf(q) === i).length / items.length;
      expect(share, `position ${LETTERS[i]}`).toBeGreaterThan(fair * 0.6);
      expect(share, `position ${LETTERS[i]}`).toBeLessThan(fair * 1.4);
    }
    const longest = items.filter((q) => {
      const lengths = (q.options ?? []).map((o) => o.length);
      return lengths[keyOf(q)] === Math.max(...lengths);
    }).length;
    expect(longest / items.length).toBeLessThanOrEqual(fair + 0.1);
  });

  it('reads clean, with no stem asked twice, and a difficulty mix from easy to hard', () => {
    for (const q of items) for (const text of questionTexts(q)) expect(lintText(text), text).toEqual([]);
    const stems = items.map((q) => normalise(q.stem));
    expect(stems.filter((s, i) => stems.indexOf(s) !== i)).toEqual([]);
    const share = (test: (d: number) => boolean) => items.filter((q) => test(q.difficulty)).length / items.length;
    expect(share((d) => d <= 2)).toBeGreaterThanOrEqual(0.15);
    expect(share((d) => d === 3)).toBeGreaterThanOrEqual(0.25);
    expect(share((d) => d >= 4)).toBeGreaterThanOrEqual(0.15);
  });
});
