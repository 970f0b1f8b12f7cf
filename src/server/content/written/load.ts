import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type QuestionDraft, questionDraft, type Section, type SetDraft, setDraft } from '#shared/contracts/questions';
import { PROJECT_ROOT } from '../../platform/project-root.ts';

/** Our own written content: one folder of content/ per bank section that is written rather than generated. */
export const WRITTEN_FOLDERS = { VARC: 'varc', DM: 'dm', GA: 'ga', IE: 'ie' } as const satisfies Partial<
  Record<Section, string>
>;
export type WrittenSection = keyof typeof WRITTEN_FOLDERS;
export const WRITTEN_SECTIONS = Object.keys(WRITTEN_FOLDERS) as WrittenSection[];
export const contentDir = (section: WrittenSection) => path.join(PROJECT_ROOT, 'content', WRITTEN_FOLDERS[section]);

export type WrittenContent = { sets: SetDraft[]; items: QuestionDraft[] };

// A folder holds its own section's questions only; only VARC has sets (RC passages). Anything else is an authoring
// slip, named with its file and field.
function folderSchema(section: WrittenSection) {
  const question = questionDraft.refine((q) => q.section === section, {
    message: `content of ${WRITTEN_FOLDERS[section]}/ must have section ${section}`,
    path: ['section'],
  });
  const rcSet = setDraft
    .extend({ questions: z.array(question).min(1).max(8) })
    .refine((s) => s.kind === 'rc_passage' && s.setType === 'rc' && s.section === 'VARC', {
      message: "a passage must be kind 'rc_passage', setType 'rc', section VARC",
      path: ['kind'],
    });
  return z
    .object({
      sets: z
        .array(rcSet)
        .max(section === 'VARC' ? Number.POSITIVE_INFINITY : 0, 'only VARC content has sets')
        .default([]),
      items: z.array(question).default([]),
    })
    .strict();
}

/** Parses every *.json in `dir` (sorted by name so the order is stable); throws naming the file on any fault. */
export function readWrittenContent(section: WrittenSection, dir: string = contentDir(section)): WrittenContent {
  const schema = folderSchema(section);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const sets: SetDraft[] = [];
  const items: QuestionDraft[] = [];
  for (const file of files) {
    const name = `content/${WRITTEN_FOLDERS[section]}/${file}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (err) {
      throw new Error(`${name}: invalid JSON (${(err as Error).message})`);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(`${name}: ${first?.path.join('.')}: ${first?.message}`);
    }
    sets.push(...parsed.data.sets);
    items.push(...parsed.data.items);
  }
  return { sets, items };
}

const cache = new Map<WrittenSection, WrittenContent>();

/** One section's written content (VARC: RC passages as sets, verbal-ability items as singles), read once. */
export function loadWrittenSection(section: WrittenSection): WrittenContent {
  let content = cache.get(section);
  if (!content) {
    content = readWrittenContent(section);
    cache.set(section, content);
  }
  return content;
}

/** The given sections' written content together (every section's by default), in WRITTEN_SECTIONS' order. */
export function loadWrittenContent(sections: readonly WrittenSection[] = WRITTEN_SECTIONS): WrittenContent {
  const all = WRITTEN_SECTIONS.filter((s) => sections.includes(s)).map(loadWrittenSection);
  return { sets: all.flatMap((c) => c.sets), items: all.flatMap((c) => c.items) };
}
