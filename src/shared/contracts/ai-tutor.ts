import { z } from 'zod';
import { TUTOR_MESSAGE_MAX } from '../domain/ai-tutor.ts';
import { INT4_MAX } from './common.ts';

export const TUTOR_MODES = ['explain', 'hint', 'answer', 'similar', 'concept', 'study-next'] as const;
export type TutorMode = (typeof TUTOR_MODES)[number];
export const TUTOR_TITLE_MAX = 120;

const id = z.number().int().positive().max(INT4_MAX);

/** POST /api/ai-tutor/messages: the answer streams back as server-sent events. */
export const tutorMessageBody = z.object({
  conversationId: id.optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(TUTOR_MESSAGE_MAX, `At most ${TUTOR_MESSAGE_MAX} characters.`),
  /** The question the conversation is about (a new conversation only). */
  questionId: id.optional(),
  /** The learner's answer to that question, as shown to them. */
  learnerAnswer: z.string().max(500).optional(),
  mode: z.enum(TUTOR_MODES).optional(),
});
export type TutorMessageBody = z.infer<typeof tutorMessageBody>;

export const tutorSource = z.object({ title: z.string(), href: z.string() });
export type TutorSource = z.infer<typeof tutorSource>;

export const TUTOR_MESSAGE_STATUSES = ['complete', 'stopped', 'failed'] as const;
export type TutorMessageStatus = (typeof TUTOR_MESSAGE_STATUSES)[number];

export const tutorMessage = z.object({
  id: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: z.enum(TUTOR_MESSAGE_STATUSES),
  sources: z.array(tutorSource),
  createdAt: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessage>;

export const tutorConversationSummary = z.object({
  id: z.number(),
  title: z.string(),
  questionId: z.number().nullable(),
  updatedAt: z.string(),
});
export const tutorConversationList = z.object({ items: z.array(tutorConversationSummary) });
export type TutorConversationSummary = z.infer<typeof tutorConversationSummary>;

export const tutorConversation = tutorConversationSummary.extend({ messages: z.array(tutorMessage) });
export type TutorConversation = z.infer<typeof tutorConversation>;

export const tutorRenameBody = z.object({ title: z.string().trim().min(1, 'Give it a title.').max(TUTOR_TITLE_MAX) });

export const tutorUsage = z.object({
  tier: z.enum(['guest', 'free', 'premium']),
  used: z.number(),
  limit: z.number(),
  /** 'offline': the built-in tutor (no model configured). */
  engine: z.enum(['model', 'offline']),
});
export type TutorUsage = z.infer<typeof tutorUsage>;

/** The server-sent events of one answer, in order: meta, delta…, sources, done. */
export type TutorStreamEvent =
  | { event: 'meta'; data: { conversationId: number; engine: 'model' | 'offline' } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'sources'; data: TutorSource[] }
  | { event: 'done'; data: { status: TutorMessageStatus; message?: string } };
