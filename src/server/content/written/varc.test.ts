import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { QuestionDraft } from '#shared/contracts/questions';
import { loadWrittenSection, readWrittenContent } from './load.ts';

/** RC question types; a question's topic names its type. */
const RC_TOPICS = [
  'Main Idea',
  'Inference',
  'Detail',
  'Tone',
  'Strengthen/Weaken',
  'Except',
  'Meaning in Context',
  'Application',
];
/** The bank holds at least this many written passages (issue 13). */
const MIN_PASSAGES = 80;
const LETTERS = ['A', 'B', 'C', 'D'];
const VA_TOPICS = ['Para Jumbles', 'Odd Sentence Out', 'Para Summary', 'Sentence Placement'];

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
/** The numbers of the "1. ..." lines in a stem. */
const numberedLines = (stem: string) => [...stem.matchAll(/^(\d)\. \S/gm)].map((m) => m[1]);
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const content = loadWrittenSection('VARC');
const byTopic = (topic: string): QuestionDraft[] => content.items.filter((q) => q.topic === topic);
const rcQuestions = content.sets.flatMap((s) => s.questions);
const keyIndex = (q: QuestionDraft) => (q.answer.kind === 'option' ? q.answer.index : -1);
/** Whether the key is the longest option (ties included), the shortest, or neither. */
function lengthRank(q: QuestionDraft): 'longest' | 'shortest' | 'middle' {
  const lengths = (q.options ?? []).map((o) => o.length);
  const key = lengths[keyIndex(q)];
  if (key === Math.max(...lengths)) return 'longest';
  if (key === Math.min(...lengths)) return 'shortest';
  return 'middle';
}

describe('VARC content pack', () => {
  it('parses and is cached', () => {
    expect(loadWrittenSection('VARC')).toBe(content);
  });

  it(`has at least ${MIN_PASSAGES} RC passages of 500–750 words, each with 4–6 four-option MCQs`, () => {
    expect(content.sets.length).toBeGreaterThanOrEqual(MIN_PASSAGES);
    for (const set of content.sets) {
      const n = words(set.body);
      expect(n, `${set.title}: ${n} words`).toBeGreaterThanOrEqual(500);
      expect(n, `${set.title}: ${n} words`).toBeLessThanOrEqual(750);
      expect(set.questions.length, set.title).toBeGreaterThanOrEqual(4);
      expect(set.questions.length, set.title).toBeLessThanOrEqual(6);
      for (const q of set.questions) {
        expect(q.type).toBe('MCQ');
        expect(q.area).toBe('Reading Comprehension');
        expect(RC_TOPICS).toContain(q.topic);
        expect(q.options).toHaveLength(4);
        expect(q.subtopic, q.stem).toBe(set.questions[0]?.subtopic);
      }
      // a passage tests several skills: at least three question types, none asked more than twice
      const types = set.questions.map((q) => q.topic);
      expect(new Set(types).size, set.title).toBeGreaterThanOrEqual(3);
      for (const t of types) expect(types.filter((x) => x === t).length, `${set.title}: ${t}`).toBeLessThanOrEqual(2);
    }
  });

  it('RC options: one key, four distinct options, an explanation for the key and against a named distractor', () => {
    for (const q of rcQuestions) {
      const options = q.options ?? [];
      expect(new Set(options.map(normalise)).size, q.stem).toBe(4);
      expect(q.answer.kind, q.stem).toBe('option');
      const key = keyIndex(q);
      expect(key, q.stem).toBeGreaterThanOrEqual(0);
      expect(key, q.stem).toBeLessThan(4);
      // why the key is right, then why at least the strongest distractor is wrong, naming it by letter
      expect(q.explanation.length, q.stem).toBeGreaterThanOrEqual(3);
      const text = q.explanation.join(' ');
      const named = LETTERS.filter((l, i) => i !== key && new RegExp(`\\bOption ${l}\\b`).test(text));
      expect(named.length, q.stem).toBeGreaterThanOrEqual(1);
    }
  });

  it('RC option lengths do not give the key away', () => {
    // With four options chance is one in four; the key may be the longest, or the shortest, a little more often
    // than that but not much (a test-taker who always picks the longest option must not gain).
    const longest = rcQuestions.filter((q) => lengthRank(q) === 'longest').length / rcQuestions.length;
    const shortest = rcQuestions.filter((q) => lengthRank(q) === 'shortest').length / rcQuestions.length;
    expect(longest).toBeLessThanOrEqual(0.3);
    expect(shortest).toBeLessThanOrEqual(0.3);
    // nor is the key never the longest or never the shortest, which would be a tell of its own
    expect(longest).toBeGreaterThanOrEqual(0.1);
    expect(shortest).toBeGreaterThanOrEqual(0.1);
    // and the key sits in each position about equally often
    for (let i = 0; i < 4; i++) {
      const share = rcQuestions.filter((q) => keyIndex(q) === i).length / rcQuestions.length;
      expect(share, `position ${LETTERS[i]}`).toBeGreaterThan(0.18);
      expect(share, `position ${LETTERS[i]}`).toBeLessThan(0.32);
    }
  });

  it('covers varied subjects and every RC question kind', () => {
    const subjects = new Set(content.sets.map((s) => s.questions[0]?.subtopic));
    expect(subjects.size).toBeGreaterThanOrEqual(Math.min(30, Math.floor(content.sets.length / 2)));
    const topics = new Set(rcQuestions.map((q) => q.topic));
    expect([...topics].sort()).toEqual([...RC_TOPICS].sort());
    // every kind is asked often enough to practise on its own
    for (const t of RC_TOPICS) {
      expect(rcQuestions.filter((q) => q.topic === t).length, t).toBeGreaterThanOrEqual(
        Math.min(10, Math.floor(content.sets.length / 4)),
      );
    }
  });

  it('has at least 80 verbal-ability items, at least 15 of each kind, all in Verbal Ability', () => {
    expect(content.items.length).toBeGreaterThanOrEqual(80);
    for (const q of content.items) {
      expect(q.area).toBe('Verbal Ability');
      expect(VA_TOPICS).toContain(q.topic);
    }
    for (const topic of VA_TOPICS) expect(byTopic(topic).length, topic).toBeGreaterThanOrEqual(15);
  });

  it('para-jumble answers are permutations of the 4 or 5 numbered sentences', () => {
    for (const q of byTopic('Para Jumbles')) {
      expect(q.type).toBe('TITA');
      const nums = numberedLines(q.stem);
      expect([4, 5], q.stem).toContain(nums.length);
      expect(nums).toEqual(nums.map((_, i) => String(i + 1)));
      expect(q.answer.kind).toBe('text');
      const value = q.answer.kind === 'text' ? q.answer.value : '';
      expect([...value].sort(), q.stem).toEqual([...nums].sort());
      // a jumble already in order teaches nothing
      expect(value).not.toBe(nums.join(''));
    }
  });

  it('odd-sentence answers name one of five numbered sentences', () => {
    for (const q of byTopic('Odd Sentence Out')) {
      expect(q.type).toBe('TITA');
      const nums = numberedLines(q.stem);
      expect(nums, q.stem).toEqual(['1', '2', '3', '4', '5']);
      expect(q.answer.kind === 'text' && nums.includes(q.answer.value), q.stem).toBe(true);
    }
  });

  it('para summary and sentence placement are four-option MCQs with reasoning against each wrong option', () => {
    for (const q of [...byTopic('Para Summary'), ...byTopic('Sentence Placement')]) {
      expect(q.type).toBe('MCQ');
      expect(q.options).toHaveLength(4);
      expect(q.explanation.length, q.stem).toBeGreaterThanOrEqual(4);
    }
    for (const q of byTopic('Sentence Placement')) {
      // the paragraph marks every position the options name
      for (const n of [1, 2, 3, 4]) expect(q.stem, q.stem).toContain(`(${n})`);
    }
  });

  it('spreads answers, difficulty and timing sensibly', () => {
    const all = [...content.sets.flatMap((s) => s.questions), ...content.items];
    const levels = new Set(all.map((q) => q.difficulty));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const q of all) {
      const t = q.estimatedTime ?? 3;
      expect(t).toBeGreaterThanOrEqual(1.5);
      expect(t).toBeLessThanOrEqual(2.5);
      expect(q.exams).toContain('CAT');
      if (q.type === 'TITA') expect(q.exams).toEqual(['CAT']); // only CAT asks typed answers
    }
    // the right option is not always in the same place
    const mcq = all.filter((q) => q.answer.kind === 'option');
    const spots = new Set(mcq.map((q) => (q.answer.kind === 'option' ? q.answer.index : -1)));
    expect(spots.size).toBe(4);
    for (let i = 0; i < 4; i++) {
      const share = mcq.filter((q) => q.answer.kind === 'option' && q.answer.index === i).length / mcq.length;
      expect(share, `option ${i}`).toBeGreaterThan(0.15);
    }
  });

  it('has no duplicate stems, passages or titles', () => {
    const itemStems = content.items.map((q) => normalise(q.stem));
    expect(new Set(itemStems).size).toBe(itemStems.length);
    const bodies = content.sets.map((s) => normalise(s.body));
    expect(new Set(bodies).size).toBe(bodies.length);
    const titles = content.sets.map((s) => normalise(s.title));
    expect(new Set(titles).size).toBe(titles.length);
    // a bank that keys questions by stem must not merge two passages' questions
    const allStems = [...content.sets.flatMap((s) => s.questions), ...content.items].map((q) => normalise(q.stem));
    expect(allStems.filter((s, i) => allStems.indexOf(s) !== i)).toEqual([]);
  });
});

describe('readWrittenContent', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'varc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file and field of a bad item', () => {
    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify({ items: [{ section: 'VARC', area: 'Verbal Ability', topic: 'Para Jumbles', exams: ['CAT'] }] }),
    );
    expect(() => readWrittenContent('VARC', dir)).toThrow(/bad\.json: items\.0\./);
  });

  it('rejects a passage filed as a DILR set', () => {
    const q = {
      section: 'VARC',
      area: 'Reading Comprehension',
      topic: 'Detail',
      exams: ['CAT'],
      type: 'MCQ',
      stem: 'What does the passage say?',
      options: ['a', 'b', 'c', 'd'],
      answer: { kind: 'option', index: 0 },
      explanation: ['Because.'],
      difficulty: 2,
    };
    writeFileSync(
      path.join(dir, 'bad.json'),
      JSON.stringify({
        sets: [{ kind: 'dilr_set', setType: 'rc', section: 'VARC', title: 't', body: 'b', questions: [q] }],
      }),
    );
    expect(() => readWrittenContent('VARC', dir)).toThrow(/bad\.json: sets\.0\.kind/);
  });

  it('rejects unknown top-level keys and broken JSON', () => {
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ passages: [] }));
    expect(() => readWrittenContent('VARC', dir)).toThrow(/bad\.json/);
    writeFileSync(path.join(dir, 'bad.json'), '{ "items": [ }');
    expect(() => readWrittenContent('VARC', dir)).toThrow(/bad\.json: invalid JSON/);
  });
});
