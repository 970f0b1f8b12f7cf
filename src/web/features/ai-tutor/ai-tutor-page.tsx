import { useQuery } from '@tanstack/react-query';
import { Crown, Send, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TutorMode, TutorUsage } from '#shared/contracts/ai-tutor';
import { SECTIONS } from '#shared/contracts/questions';
import { TUTOR_MESSAGE_MAX } from '#shared/domain/ai-tutor';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, type HttpError } from '../../lib/api-client.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { usageQuery } from './ai-tutor-api.ts';
import { ChatMessageView } from './chat-message.tsx';
import { ConversationList } from './conversation-list.tsx';
import { useTutorChat } from './use-tutor-chat.ts';

/** A note's id starts with its section (`dm-rule-based-decisions`): the draft question leaves it out. */
const NOTE_SECTION_PREFIX = new RegExp(`^(${SECTIONS.join('|').toLowerCase()})-`);

const GENERAL_PROMPTS = [
  'What should I study next?',
  'What is the alligation rule for mixtures?',
  'How do I find the remainder of a large power?',
  'How should I approach a para-jumble?',
];
const QUESTION_PROMPTS: { label: string; mode: TutorMode }[] = [
  { label: 'Give me a hint', mode: 'hint' },
  { label: 'Explain the solution step by step', mode: 'explain' },
  { label: 'Show me similar questions', mode: 'similar' },
];

/** /ai-tutor (public): conversations on the side, the chat with a streamed answer, Stop, suggested prompts. */
export function AiTutorPage() {
  const [search, setSearch] = useSearchParams();
  const conversationId = Number(search.get('c')) || null;
  const questionId = Number(search.get('question')) || null;
  const learnerAnswer = search.get('answer')?.slice(0, 100) ?? null;
  const concept = search.get('concept');
  const usage = useQuery(usageQuery);
  const select = (id: number | null) => {
    chat.reset();
    setSearch(id ? { c: String(id) } : {});
  };
  const chat = useTutorChat({
    conversationId,
    question: questionId ? { id: questionId, learnerAnswer } : null,
    onConversation: (id) => setSearch({ c: String(id) }, { replace: true }),
  });
  const [draft, setDraft] = useState(() =>
    concept ? `Explain ${concept.replace(NOTE_SECTION_PREFIX, '').replace(/-/g, ' ')}` : '',
  );
  const end = useRef<HTMLDivElement>(null);
  const lastLength = chat.messages.at(-1)?.content.length ?? 0;
  // Follow the answer as it grows (newer Chromium returns a promise from scrollIntoView: not a cleanup).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lengths are the trigger
  useEffect(() => {
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.messages.length, lastLength]);

  const send = (text: string, mode?: TutorMode) => {
    if (!text.trim() || chat.streaming) return;
    void chat.send(text.trim(), mode);
    setDraft('');
  };
  const onQuestion = questionId !== null && conversationId === null;

  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Tutor</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Ask about a question, a concept, or what to study next. Answers come from our questions and concept notes.
          </p>
        </div>
        {usage.data && <UsageLine usage={usage.data} />}
      </header>
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Card className="p-3 max-lg:order-2">
          <ConversationList selected={conversationId} onSelect={select} />
        </Card>
        <Card className="flex min-h-[28rem] flex-col p-3 sm:p-4">
          {onQuestion && chat.messages.length === 0 && (
            <p className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
              About{' '}
              <Link
                className="font-medium text-brand-700 underline dark:text-brand-300"
                to={`/questions?ids=${questionId}`}
              >
                question {questionId}
              </Link>
              {learnerAnswer ? ` (you answered ${learnerAnswer})` : ''}. The tutor sees its stem, options and worked
              explanation, and gives hints one step at a time without the answer until you ask for it.
            </p>
          )}
          {chat.loading ? (
            <PageSpinner />
          ) : (
            <ul aria-label="Messages" aria-live="polite" className="grid flex-1 content-start gap-4">
              {chat.messages.map((m) => (
                <ChatMessageView key={m.key} message={m} />
              ))}
            </ul>
          )}
          <div ref={end} />
          {chat.messages.length === 0 && !chat.loading && (
            <section className="mt-4 flex flex-wrap gap-2" aria-label="Suggested prompts">
              {onQuestion
                ? QUESTION_PROMPTS.map((p) => (
                    <Button key={p.label} variant="outline" size="sm" onClick={() => send(p.label, p.mode)}>
                      {p.label}
                    </Button>
                  ))
                : GENERAL_PROMPTS.map((p) => (
                    <Button key={p} variant="outline" size="sm" onClick={() => send(p)}>
                      {p}
                    </Button>
                  ))}
            </section>
          )}
          {chat.refusal && <Refusal error={chat.refusal} usage={usage.data} />}
          <form
            className="mt-4 flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              send(draft);
            }}
          >
            <label htmlFor="tutor-message" className="sr-only">
              Message the tutor
            </label>
            <textarea
              id="tutor-message"
              rows={2}
              maxLength={TUTOR_MESSAGE_MAX}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  send(draft);
                }
              }}
              placeholder={onQuestion ? 'Ask about this question…' : 'Ask the tutor…'}
              className="min-h-[2.75rem] flex-1 resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
            {chat.streaming ? (
              <Button type="button" variant="destructive" onClick={chat.stop}>
                <Square aria-hidden="true" />
                Stop
              </Button>
            ) : (
              <Button type="submit" disabled={!draft.trim()}>
                <Send aria-hidden="true" />
                Send
              </Button>
            )}
          </form>
        </Card>
      </div>
    </div>
  );
}

function UsageLine({ usage }: { usage: TutorUsage }) {
  const left = Math.max(0, usage.limit - usage.used);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {usage.engine === 'offline' && (
        <Badge variant="secondary" title="No AI model is configured: answers are composed from our own content.">
          Built-in tutor (offline)
        </Badge>
      )}
      <span className="text-slate-600 dark:text-slate-400" data-testid="tutor-usage">
        {left} of {usage.limit} messages left today
      </span>
    </div>
  );
}

/** The day's messages used up (or another refusal): what happened and the way on. */
function Refusal({ error, usage }: { error: HttpError; usage?: TutorUsage }) {
  const { showPopup } = useUpgradeDialog();
  return (
    <div
      role="alert"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <span className="flex-1">{errorMessage(error)}</span>
      {error.code === 'tutor_limit' && usage?.tier === 'guest' && (
        <Link to="/signup" className={buttonClasses('default', 'sm')}>
          Sign up free
        </Link>
      )}
      {error.code === 'tutor_limit' && usage?.tier === 'free' && (
        <Button size="sm" onClick={() => showPopup('upgrade-button')}>
          <Crown aria-hidden="true" />
          Upgrade to Premium
        </Button>
      )}
    </div>
  );
}
