import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Markdown } from '../../components/content/markdown.tsx';
import { FoldedSet } from '../../components/question/set-pane.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { threadQuestionQuery } from './notifications-api.ts';

/**
 * The question-bank item a "Discuss" thread is about, as a learner sees it before answering: its passage, stem and
 * options (the server never sends the key). Nothing shows for an ordinary thread.
 */
export function ThreadQuestion({ postId }: { postId: number }) {
  const { data } = useQuery(threadQuestionQuery(postId));
  const q = data?.question;
  if (!q) return null;
  return (
    <section
      aria-label="The question discussed"
      data-testid="thread-question"
      className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Badge variant="secondary">{q.section}</Badge>
        <span>
          {q.area} · {q.topic}
        </span>
        {data.locked && (
          <Badge variant="warning">
            <Lock className="size-3" aria-hidden="true" /> Premium
          </Badge>
        )}
      </div>
      {data.set && (
        <FoldedSet
          set={data.set}
          showTitle
          className="mb-3 text-sm"
          paneClassName="mt-2 max-h-[32rem] overflow-y-auto"
        />
      )}
      <Markdown className="break-words">{q.stem}</Markdown>
      {q.options && (
        <ol className="mt-2 grid gap-1.5 text-sm">
          {q.options.map((option, i) => (
            <li
              key={i}
              className="flex gap-2 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 dark:border-slate-700 dark:bg-slate-950"
            >
              <span className="font-semibold">{String.fromCharCode(65 + i)}.</span>
              <Markdown inline>{option}</Markdown>
            </li>
          ))}
        </ol>
      )}
      {data.locked && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          This is a premium question: upgrade to see it in full.
        </p>
      )}
    </section>
  );
}
