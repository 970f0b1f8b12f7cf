import { Bot, Check, Copy, User } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '../../components/content/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import type { ChatMessage } from './use-tutor-chat.ts';

/** One turn: the learner's words, or the tutor's answer as Markdown with math, its sources and a copy button. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(message.content);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <li className={cn('flex gap-3', mine && 'flex-row-reverse')} data-role={message.role}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1 grid size-8 shrink-0 place-items-center rounded-full',
          mine
            ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100'
            : 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100',
        )}
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-2xl px-4 py-2.5',
          mine
            ? 'bg-brand-600 text-white'
            : 'border border-slate-200 bg-white text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
        )}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Tutor:'}</span>
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : message.content ? (
          <Markdown className="break-words [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold">
            {message.content}
          </Markdown>
        ) : (
          <Spinner className="my-1" />
        )}
        {!mine && message.status === 'stopped' && (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Stopped. What was written is kept.</p>
        )}
        {!mine && message.note && message.status === 'failed' && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
            {message.note}
          </p>
        )}
        {!mine && message.sources.length > 0 && (
          <p className="mt-2 border-t border-slate-200 pt-2 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            Sources:{' '}
            {message.sources.map((s, i) => (
              <span key={s.href}>
                {i > 0 && ' · '}
                <a className="text-brand-700 underline dark:text-brand-300" href={s.href}>
                  {s.title}
                </a>
              </span>
            ))}
          </p>
        )}
        {!mine && message.content && message.status !== 'streaming' && (
          <Button variant="ghost" size="sm" className="-ml-2 mt-1" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy answer'}
          </Button>
        )}
      </div>
    </li>
  );
}
