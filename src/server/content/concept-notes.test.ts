import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { SECTIONS, type Section } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { CONCEPT_NOTES_DIR, loadConceptNotes, REQUIRED_HEADINGS, readConceptNotes } from './concept-notes.ts';
import { dilrGenerators } from './dilr/registry.ts';
import { quantGenerators } from './quant/registry.ts';
import { loadWrittenSection, WRITTEN_SECTIONS } from './written/load.ts';

const notes = loadConceptNotes();

// The bank's own area/topic names, read from the generator registries and our written content (never a copy).
function bankTopics() {
  const sets = () => Object.fromEntries(SECTIONS.map((s) => [s, new Set<string>()])) as Record<Section, Set<string>>;
  const topics = sets();
  const areas = sets();
  for (const g of quantGenerators) {
    topics.QA.add(g.topic);
    areas.QA.add(g.area);
  }
  for (const g of dilrGenerators) {
    areas.DILR.add(g.area);
    for (const q of g.generate(createRng(7)).questions) topics.DILR.add(q.topic);
  }
  for (const section of WRITTEN_SECTIONS) {
    const written = loadWrittenSection(section);
    for (const q of [...written.sets.flatMap((s) => s.questions), ...written.items]) {
      topics[section].add(q.topic);
      areas[section].add(q.area);
    }
  }
  return { topics, areas };
}
const bank = bankTopics();

// LR topics of the CAT taxonomy (docs: exam facts) that no set generator draws yet; their notes may name only these.
const TAXONOMY_ONLY = new Set(['Ordering & ranking', 'Selection & distribution', 'Truth-tellers & liars']);

/** Every `$…$` and `$$…$$` span of a markdown text (display spans first so `$$` is not read as two empty spans). */
function mathSpans(text: string): { tex: string; display: boolean }[] {
  const spans: { tex: string; display: boolean }[] = [];
  const rest = text.replace(/\$\$([\s\S]+?)\$\$/g, (_, tex: string) => {
    spans.push({ tex, display: true });
    return ' ';
  });
  for (const m of rest.matchAll(/\$([^$\n]+?)\$/g)) spans.push({ tex: m[1] ?? '', display: false });
  const leftover = rest.replace(/\$([^$\n]+?)\$/g, '');
  if (leftover.includes('$')) spans.push({ tex: '\\unbalancedDollar', display: false });
  return spans;
}

describe('concept notes', () => {
  it('has at least 40 notes, ids unique and equal to their file names', () => {
    expect(notes.length).toBeGreaterThanOrEqual(40);
    const files = readdirSync(CONCEPT_NOTES_DIR)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3))
      .sort();
    expect(notes.map((n) => n.id).sort()).toEqual(files);
    expect(new Set(notes.map((n) => n.id)).size).toBe(notes.length);
    for (const n of notes) expect(n.id.startsWith(`${n.section.toLowerCase()}-`), n.id).toBe(true);
  });

  it('every note has the four required sections, a bank section and 250–600 words', () => {
    for (const n of notes) {
      expect(SECTIONS).toContain(n.section);
      for (const h of REQUIRED_HEADINGS)
        expect(n.sections.find((s) => s.heading === h)?.text, `${n.id}: ${h}`).toBeTruthy();
      const worked = n.sections.find((s) => s.heading === 'Worked example')?.text ?? '';
      for (const part of ['**Question.**', '**Solution.**', '**Answer.**']) expect(worked, n.id).toContain(part);
      const words = n.body.split(/\s+/).filter(Boolean).length;
      expect(words, `${n.id} has ${words} words`).toBeGreaterThanOrEqual(250);
      expect(words, `${n.id} has ${words} words`).toBeLessThanOrEqual(600);
    }
  });

  it("uses the bank's area names and covers every QA area and every bank topic", () => {
    for (const n of notes) expect([...bank.areas[n.section]], n.id).toContain(n.area);
    for (const area of bank.areas.QA)
      expect(
        notes.some((n) => n.section === 'QA' && n.area === area),
        area,
      ).toBe(true);
    const taught = new Set(notes.flatMap((n) => n.topics));
    for (const section of SECTIONS)
      for (const topic of bank.topics[section]) expect(taught.has(topic), `${section} topic ${topic}`).toBe(true);
  });

  it("names at least one of the bank's topics in every note (or a taxonomy topic the bank lacks)", () => {
    for (const n of notes) {
      const known = n.topics.filter((t) => bank.topics[n.section].has(t) || TAXONOMY_ONLY.has(t));
      expect(known.length, `${n.id}: ${n.topics.join(', ')}`).toBeGreaterThan(0);
    }
  });

  it('every maths span renders with KaTeX', () => {
    let count = 0;
    for (const n of notes) {
      for (const { tex, display } of mathSpans(n.body)) {
        count += 1;
        expect(
          () => katex.renderToString(tex, { throwOnError: true, displayMode: display }),
          `${n.id}: ${tex}`,
        ).not.toThrow();
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('fails fast naming the file on a malformed note', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'notes-'));
    const good = (id: string) =>
      `---\nid: ${id}\ntitle: T\nsection: QA\narea: Algebra\ntopics: [Modulus]\nkeywords: [abs]\n---\n` +
      '## The idea\nx\n## Key facts\n- y\n## Worked example\nz\n## Traps\n- w\n';
    writeFileSync(path.join(dir, 'qa-ok.md'), good('qa-ok'));
    expect(readConceptNotes(dir)[0]?.topics).toEqual(['Modulus']);
    writeFileSync(
      path.join(dir, 'qa-ok.md'),
      good('qa-ok')
        .replace('title: T', 'title: "RC: tone"   # a comment')
        .replace('topics: [Modulus]', `topics: ["Profit, Loss & Discount", Fermat's theorem]`),
    );
    const [ok] = readConceptNotes(dir);
    expect(ok?.title).toBe('RC: tone');
    expect(ok?.topics).toEqual(['Profit, Loss & Discount', "Fermat's theorem"]);
    expect(ok?.sections.map((s) => s.heading)).toEqual(['The idea', 'Key facts', 'Worked example', 'Traps']);
    writeFileSync(path.join(dir, 'qa-bad.md'), good('qa-bad').replace('section: QA', 'section: GK'));
    expect(() => readConceptNotes(dir)).toThrow(/qa-bad\.md: section/);
    writeFileSync(path.join(dir, 'qa-bad.md'), good('qa-bad').replace('## Traps\n- w\n', ''));
    expect(() => readConceptNotes(dir)).toThrow(/qa-bad\.md: missing .*Traps/);
    writeFileSync(path.join(dir, 'qa-bad.md'), good('qa-other'));
    expect(() => readConceptNotes(dir)).toThrow(/qa-bad\.md: id "qa-other"/);
    writeFileSync(path.join(dir, 'qa-bad.md'), good('qa-bad').replace('topics: [Modulus]', 'topics: Modulus'));
    expect(() => readConceptNotes(dir)).toThrow(/qa-bad\.md: expected a \[a, b\] list/);
  });
});
