import { z } from 'zod';
import { questionSummary, SECTIONS } from './questions.ts';

const param = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const bookmarkQuery = z.object({
  section: param(z.enum(SECTIONS)),
  topic: param(z.string().max(80)),
});

export const bookmarkBody = z.object({ note: z.string().trim().max(2000).default('') });
export type BookmarkBody = z.input<typeof bookmarkBody>;

export const bookmarkItem = z.object({
  questionId: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
  question: questionSummary,
});
export type BookmarkItem = z.infer<typeof bookmarkItem>;

export const bookmarkList = z.object({ items: z.array(bookmarkItem) });
export type BookmarkList = z.infer<typeof bookmarkList>;

export const bookmarkSaved = z.object({ questionId: z.number().int(), note: z.string(), bookmarked: z.literal(true) });
