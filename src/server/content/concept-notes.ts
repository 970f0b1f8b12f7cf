import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS, type Section } from '#shared/contracts/questions';
import { PROJECT_ROOT } from '../platform/project-root.ts';

/** The repo's content/concept-notes folder, found from this file so the loader works from any working directory. */
export const CONCEPT_NOTES_DIR = path.join(PROJECT_ROOT, 'content/concept-notes');

/** Every bank section has notes: CAT's three, and XAT's and CMAT's Decision Making, General Awareness and I&E. */
export type ConceptSection = Section;

/** One concept note the AI tutor teaches from: front matter plus the markdown body split at its `## ` headings. */
export interface ConceptNote {
  id: string;
  title: string;
  section: ConceptSection;
  area: string;
  topics: string[];
  keywords: string[];
  /** Markdown after the front matter. */
  body: string;
  sections: { heading: string; text: string }[];
}

/** Every note must teach these four parts; "Shortcut" is optional. */
export const REQUIRED_HEADINGS = ['The idea', 'Key facts', 'Worked example', 'Traps'] as const;

const FRONT_KEYS = ['id', 'title', 'section', 'area', 'topics', 'keywords'] as const;
type FrontKey = (typeof FRONT_KEYS)[number];

// A value may carry a trailing "# comment"; "#" inside a list item such as "C#" is not a comment, so only " #" counts.
function stripComment(value: string): string {
  const at = value.search(/\s#/);
  return (at === -1 ? value : value.slice(0, at)).trim();
}

// A scalar holding ": " (a title such as "RC: tone") is quoted; the quotes are not part of the value.
function unquote(value: string): string {
  const q = value[0];
  return (q === '"' || q === "'") && value.length > 1 && value.endsWith(q) ? value.slice(1, -1) : value;
}

// Items are bare (an apostrophe inside is fine) or quoted when they hold a comma: [Percentages, "Profit, Loss & Discount"].
function parseList(raw: string, fail: (why: string) => never): string[] {
  if (!raw.startsWith('[') || !raw.endsWith(']')) fail(`expected a [a, b] list, got "${raw}"`);
  const inner = raw.slice(1, -1).trim();
  const items: string[] = [];
  const item = /\s*(?:"([^"]*)"|'([^']*)'|([^,"'\s][^,]*?))\s*(?:,|$)/y;
  while (item.lastIndex < inner.length) {
    const m = item.exec(inner);
    const value = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
    if (!m || value === '') fail(`list item ${items.length + 1} in "${raw}" is empty or badly quoted`);
    items.push(value);
  }
  if (items.length === 0) fail('a list is empty');
  return items;
}

/** Splits the body at level-2 headings; text before the first heading is not a section. */
function splitSections(body: string): { heading: string; text: string }[] {
  const out: { heading: string; text: string }[] = [];
  let current: { heading: string; lines: string[] } | undefined;
  for (const line of body.split('\n')) {
    const h = /^##\s+(.+?)\s*$/.exec(line);
    if (h?.[1]) {
      if (current) out.push({ heading: current.heading, text: current.lines.join('\n').trim() });
      current = { heading: h[1], lines: [] };
    } else current?.lines.push(line);
  }
  if (current) out.push({ heading: current.heading, text: current.lines.join('\n').trim() });
  return out;
}

/** Parses one note's text; `file` only names the note in error messages. Throws on any malformed part. */
export function parseConceptNote(file: string, text: string): ConceptNote {
  const fail = (why: string): never => {
    throw new Error(`content/concept-notes/${file}: ${why}`);
  };
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') fail('must start with a --- front-matter line');
  const end = lines.indexOf('---', 1);
  if (end === -1) fail('front matter is not closed by a --- line');
  const front = new Map<FrontKey, string>();
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const m = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!m?.[1]) fail(`front-matter line "${line}" is not "key: value"`);
    const key = m?.[1] as FrontKey;
    if (!FRONT_KEYS.includes(key)) fail(`unknown front-matter key "${key}"`);
    if (front.has(key)) fail(`front-matter key "${key}" appears twice`);
    front.set(key, unquote(stripComment(m?.[2] ?? '')));
  }
  const need = (key: FrontKey): string => {
    const v = front.get(key);
    if (!v) fail(`front matter lacks "${key}"`);
    return v as string;
  };
  const section = need('section');
  if (!SECTIONS.includes(section as ConceptSection))
    fail(`section must be one of ${SECTIONS.join(', ')}, got "${section}"`);
  const body = lines
    .slice(end + 1)
    .join('\n')
    .trim();
  const sections = splitSections(body);
  for (const heading of REQUIRED_HEADINGS) {
    const s = sections.find((x) => x.heading === heading);
    if (!s || s.text === '') fail(`missing or empty "## ${heading}" section`);
  }
  return {
    id: need('id'),
    title: need('title'),
    section: section as ConceptSection,
    area: need('area'),
    topics: parseList(need('topics'), fail),
    keywords: parseList(need('keywords'), fail),
    body,
    sections,
  };
}

/** Reads every *.md in `dir` (sorted by name); each note's id must equal its file name. */
export function readConceptNotes(dir: string = CONCEPT_NOTES_DIR): ConceptNote[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const note = parseConceptNote(file, readFileSync(path.join(dir, file), 'utf8'));
    if (note.id !== file.slice(0, -3)) throw new Error(`content/concept-notes/${file}: id "${note.id}" ≠ file name`);
    if (seen.has(note.id)) throw new Error(`content/concept-notes/${file}: duplicate id "${note.id}"`);
    seen.add(note.id);
    return note;
  });
}

const cache = new Map<string, ConceptNote[]>();

/** Our own concept notes (content/concept-notes/*.md), read once per folder and cached. */
export function loadConceptNotes(dir: string = CONCEPT_NOTES_DIR): ConceptNote[] {
  let notes = cache.get(dir);
  if (!notes) {
    notes = readConceptNotes(dir);
    cache.set(dir, notes);
  }
  return notes;
}
