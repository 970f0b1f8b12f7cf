import type {
  TutorConversation,
  TutorMessageBody,
  TutorMessageStatus,
  TutorSource,
  TutorStreamEvent,
  TutorUsage,
} from '#shared/contracts/ai-tutor';
import {
  GUEST_ADDRESS_DAILY_LIMIT,
  GUEST_ADDRESS_LIMIT_MESSAGE,
  TUTOR_DAILY_LIMITS,
  type TutorTier,
  tutorLimitMessage,
  tutorTier,
} from '#shared/domain/ai-tutor';
import { calendarDay } from '#shared/domain/calendar';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { LlmStreamError } from '../../platform/llm.ts';
import type { AuthContext } from '../access/public.ts';
import type { AnalyticsService } from '../analytics/analytics.service.ts';
import { aiTutorRepo, type NoteRow, type Owner } from './ai-tutor.repo.ts';
import {
  composeOffline,
  detectIntent,
  HINT_PREFIX,
  noteLink,
  type StudyNext,
  type TutorQuestion,
} from './offline-tutor.ts';
import { buildPrompt, type Passage } from './tutor-prompt.ts';

const HISTORY = 12;
const PASSAGES = 4;
const SIMILAR = 5;

/** The caller: a learner, or a guest known by the guest cookie's key and the network address. */
export interface TutorCaller {
  auth: AuthContext | null;
  guestKey: string | null;
  address: string;
}

type Deps = Pick<AppDeps, 'database' | 'clock' | 'access' | 'llm'>;
interface Uses {
  analytics: Pick<AnalyticsService, 'studyNext'>;
}

/** A turn accepted and counted, ready to stream. */
export interface Turn {
  conversationId: number;
  run: (signal: AbortSignal) => AsyncGenerator<TutorStreamEvent>;
}

/** Reads `deps.llm` on every turn: `deps` is the app's own object, so a test may aim the engine at a peer. */
export function aiTutorService(deps: Deps, uses: Uses) {
  const repo = aiTutorRepo(deps.database.db);

  function ownerOf(caller: TutorCaller): Owner | null {
    if (caller.auth) return { userId: caller.auth.user.id };
    return caller.guestKey ? { guestKey: caller.guestKey } : null;
  }

  async function tierOf(auth: AuthContext | null): Promise<TutorTier> {
    const e = await deps.access.entitlements(auth);
    return tutorTier({ signedIn: auth !== null, premium: e.premium, aiTutorAccess: e.aiTutorAccess });
  }

  const usageKey = (owner: Owner) => ('userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestKey}`);
  const addressKey = (caller: TutorCaller) => `address:${caller.address}`;
  const today = () => calendarDay(deps.clock.now());

  async function conversationOf(caller: TutorCaller, id: number) {
    const owner = ownerOf(caller);
    const row = owner ? await repo.find(owner, id) : null;
    if (!row) throw notFound('Conversation not found.');
    return row;
  }

  async function studyNextOf(auth: AuthContext | null): Promise<StudyNext | null> {
    return auth ? uses.analytics.studyNext(auth) : null;
  }

  return {
    async usage(caller: TutorCaller): Promise<TutorUsage> {
      const tier = await tierOf(caller.auth);
      const owner = ownerOf(caller);
      const used = owner ? await repo.usage(usageKey(owner), today()) : 0;
      return { tier, used, limit: TUTOR_DAILY_LIMITS[tier], engine: deps.llm.kind };
    },

    async list(caller: TutorCaller) {
      const owner = ownerOf(caller);
      const rows = owner ? await repo.list(owner) : [];
      return { items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
    },

    async get(caller: TutorCaller, id: number): Promise<TutorConversation> {
      const row = await conversationOf(caller, id);
      const messages = await repo.messages(id);
      return {
        id: row.id,
        title: row.title,
        questionId: row.questionId,
        updatedAt: row.updatedAt.toISOString(),
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          status: m.status,
          sources: m.sources,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },

    async rename(caller: TutorCaller, id: number, title: string) {
      const owner = ownerOf(caller);
      if (!owner || !(await repo.rename(owner, id, title))) throw notFound('Conversation not found.');
      return { success: true, message: 'Conversation renamed.' };
    },

    async remove(caller: TutorCaller, id: number) {
      const owner = ownerOf(caller);
      if (!owner || !(await repo.remove(owner, id))) throw notFound('Conversation not found.');
      return { success: true, message: 'Conversation deleted.' };
    },

    /**
     * Accepts one message: checks the conversation and the question, counts it against the day's allowance
     * (429 tutor_limit when used up), stores it, and returns the answer's stream to run.
     */
    async send(caller: TutorCaller, body: TutorMessageBody): Promise<Turn> {
      const owner = ownerOf(caller);
      if (!owner) throw new AppError(400, 'bad_request', 'Open the tutor page first: your guest session is missing.');
      const existing = body.conversationId ? await conversationOf(caller, body.conversationId) : null;
      const questionId = existing ? existing.questionId : (body.questionId ?? null);
      const premium = await deps.access.isPremium(caller.auth);
      const question = questionId ? await repo.question(questionId) : null;
      if (questionId && !existing && !question) throw notFound('Question not found.');
      if (question?.isPremium && !premium) throw notFound('Question not found.');

      const tier = await tierOf(caller.auth);
      const day = today();
      const count = await repo.bumpUsage(usageKey(owner), day, TUTOR_DAILY_LIMITS[tier]);
      if (count === null) {
        throw new AppError(429, 'tutor_limit', tutorLimitMessage(tier), { tier, limit: TUTOR_DAILY_LIMITS[tier] });
      }
      if (tier === 'guest' && (await repo.bumpUsage(addressKey(caller), day, GUEST_ADDRESS_DAILY_LIMIT)) === null) {
        await repo.refundUsage(usageKey(owner), day);
        throw new AppError(429, 'tutor_limit', GUEST_ADDRESS_LIMIT_MESSAGE, { tier, limit: TUTOR_DAILY_LIMITS[tier] });
      }
      // A provider that fails to answer costs the learner nothing.
      const refund = async () => {
        await repo.refundUsage(usageKey(owner), day);
        if (tier === 'guest') await repo.refundUsage(addressKey(caller), day);
      };

      const now = deps.clock.now();
      const conversation =
        existing ??
        (await repo.create(owner, {
          title: question ? `Question ${question.id}: ${question.topic}` : titleOf(body.message),
          questionId: question?.id ?? null,
          learnerAnswer: body.learnerAnswer ?? null,
          now,
        }));
      const history = await repo.messages(conversation.id);
      await repo.addMessage({ conversationId: conversation.id, role: 'user', content: body.message, now });
      await repo.touch(conversation.id, now);

      const learnerAnswer = conversation.learnerAnswer ?? body.learnerAnswer ?? null;
      const mode = body.mode ?? detectIntent(body.message, question !== null);
      const hintsGiven = history.filter((m) => m.role === 'assistant' && m.content.startsWith(HINT_PREFIX)).length;
      const tutorQuestion: TutorQuestion | null = question
        ? { ...question, options: question.options ?? null, explanation: question.explanation ?? [] }
        : null;

      // Retrieval: our notes (seeded from content/concept-notes) and questions matching the learner's words.
      const searchText = [body.message, question?.topic ?? ''].join(' ');
      const topicNotes = question ? await repo.notesForTopic(question.topic, 1) : [];
      const found = await repo.searchNotes(searchText, 3);
      const notes = dedupe([...(mode === 'concept' ? found : []), ...topicNotes, ...found]);
      const related = await repo.searchQuestions(searchText, 3, premium);
      const similar = question && mode === 'similar' ? await repo.similar(question.topic, question.id, SIMILAR) : [];
      const studyNext = mode === 'study-next' ? await studyNextOf(caller.auth) : null;

      const passages: Passage[] = [
        ...notes.slice(0, 2).map((n) => ({ title: n.title, href: noteLink(n.id), text: n.body })),
        ...related
          .filter((q) => q.id !== question?.id)
          .map((q) => ({
            title: `Question ${q.id}`,
            href: `/questions?ids=${q.id}`,
            text: `${q.stem}\nWorked explanation: ${q.explanation.join(' ')}`,
          })),
      ].slice(0, PASSAGES);
      const messages = buildPrompt({
        mode,
        question: tutorQuestion,
        learnerAnswer,
        passages,
        studyNext,
        history: [
          ...history.slice(-HISTORY).map((m) => ({ role: m.role, content: m.content })),
          { role: 'user', content: body.message },
        ],
      });
      const offline = async () =>
        composeOffline({
          message: body.message,
          mode,
          question: tutorQuestion,
          learnerAnswer,
          hintsGiven,
          notes,
          similar,
          related,
          studyNext,
        });
      const sources: TutorSource[] = passages.map(({ title, href }) => ({ title, href }));
      if (tutorQuestion)
        sources.unshift({ title: `Question ${tutorQuestion.id}`, href: `/questions?ids=${tutorQuestion.id}` });

      const engine = deps.llm;
      const conversationId = conversation.id;
      return {
        conversationId,
        async *run(signal) {
          yield { event: 'meta', data: { conversationId, engine: engine.kind } };
          let text = '';
          let status: TutorMessageStatus = 'complete';
          let note: string | undefined;
          let saved = false;
          const save = async () => {
            if (saved) return;
            saved = true;
            await repo.addMessage({
              conversationId,
              role: 'assistant',
              content: text,
              status,
              sources: status === 'complete' ? sources : [],
              now: deps.clock.now(),
            });
            await repo.touch(conversationId, deps.clock.now());
          };
          try {
            try {
              for await (const piece of engine.streamChat({ messages, signal, offline })) {
                text += piece;
                yield { event: 'delta', data: { text: piece } };
              }
              if (signal.aborted) status = 'stopped';
            } catch (error) {
              status = error instanceof LlmStreamError && error.reason === 'aborted' ? 'stopped' : 'failed';
              note = error instanceof LlmStreamError ? error.message : 'The tutor failed to answer.';
              if (status === 'failed') note = `${note} What was written so far is kept; try again.`;
            }
            await save();
            if (status === 'failed') await refund();
          } finally {
            // The client went away mid-answer: what was written is kept.
            if (!saved) {
              status = 'stopped';
              await save();
            }
          }
          if (status === 'complete') yield { event: 'sources', data: sources };
          yield { event: 'done', data: note ? { status, message: note } : { status } };
        },
      };
    },
  };
}

function titleOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

function dedupe(notes: NoteRow[]): NoteRow[] {
  const seen = new Set<string>();
  return notes.filter((n) => !seen.has(n.id) && seen.add(n.id));
}

export type AiTutorService = ReturnType<typeof aiTutorService>;
