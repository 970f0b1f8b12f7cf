// @ts-nocheck
import { z } from 'zod';
import { optionalParam as param, questionSummary, SECTIONS } from './questions.ts';

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
