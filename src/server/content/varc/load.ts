import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type QuestionDraft, questionDraft, type SetDraft, setDraft } from '#shared/contracts/questions';
import { PROJECT_ROOT } from '../../platform/project-root.ts';

/** The repo's content/varc folder, found from this file so the loader works from any working directory. */
export const VARC_CONTENT_DIR = path.join(PROJECT_ROOT, 'content/varc');

// Passages must be RC sets in VARC; items must be VARC singles. Anything else in these files is an authoring slip.
const varcQuestion = questionDraft.refine((q) => q.section === 'VARC', {
  message: 'VARC content must have section VARC',
  path: ['section'],
});
const rcSet = setDraft
  .extend({ questions: z.array(varcQuestion).min(1).max(8) })
  .refine((s) => s.kind === 'rc_passage' && s.setType === 'rc' && s.section === 'VARC', {
    message: "a passage must be kind 'rc_passage', setType 'rc', section VARC",
    path: ['kind'],
  });
const varcFile = z
  .object({
    sets: z.array(rcSet).default([]),
    items: z.array(varcQuestion).default([]),
  })
  .strict();

export type VarcContent = { sets: SetDraft[]; items: QuestionDraft[] };

/** Parses every *.json in `dir` (sorted by name so the order is stable); throws naming the file on any fault. */
export function readVarcContent(dir: string = VARC_CONTENT_DIR): VarcContent {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const sets: SetDraft[] = [];
  const items: QuestionDraft[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(full, 'utf8'));
    } catch (err) {
      throw new Error(`content/varc/${file}: invalid JSON (${(err as Error).message})`);
    }
    const parsed = varcFile.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(`content/varc/${file}: ${first?.path.join('.')}: ${first?.message}`);
    }
    sets.push(...parsed.data.sets);
    items.push(...parsed.data.items);
  }
  return { sets, items };
}

let cache: VarcContent | undefined;

/** Our own written VARC content (content/varc/*.json): RC passages as sets, verbal-ability items as singles. */
export function loadVarcContent(): VarcContent {
  cache ??= readVarcContent();
  return cache;
}
