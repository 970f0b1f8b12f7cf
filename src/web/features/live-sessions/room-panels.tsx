import { Hand, ThumbsUp, Trash2, UserX, VolumeX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { RoomAck, RoomState } from '#shared/contracts/live-sessions';
import { CHAT_MAX_LENGTH, QUESTION_MAX_LENGTH } from '#shared/domain/live-sessions';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/cn.ts';

type Send = (event: string, payload?: unknown) => Promise<RoomAck>;

const fail = (ack: RoomAck) => {
  if (!ack.ok) toast({ title: 'Not sent', description: ack.message, variant: 'destructive' });
  return ack.ok;
};

function Composer(props: {
  label: string;
  max: number;
  disabled?: boolean;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    if (await props.onSend(text)) setText('');
    setBusy(false);
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <Input
        aria-label={props.label}
        placeholder={props.label}
        value={text}
        maxLength={props.max}
        disabled={props.disabled}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={busy || props.disabled || !text.trim()}>
        Send
      </Button>
    </form>
  );
}

export function ChatPanel({ state, send, open }: { state: RoomState; send: Send; open: boolean }) {
  const mod = state.me.moderator;
  return (
    <Card className="flex min-h-0 flex-col gap-3 p-4" aria-label="Chat">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">Chat</h2>
        {mod ? (
          <label className="flex items-center gap-1 text-xs">
            Slow mode
            <select
              className={cn(inputClasses, 'h-7 w-auto px-1.5 py-0 text-xs')}
              value={state.session.slowModeSeconds}
              onChange={(e) => void send('room:slow-mode', { slowModeSeconds: Number(e.target.value) }).then(fail)}
            >
              {[0, 5, 10, 30, 60].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'Off' : `${n} s`}
                </option>
              ))}
            </select>
          </label>
        ) : state.session.slowModeSeconds > 0 ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            Slow mode: {state.session.slowModeSeconds} s
          </span>
        ) : null}
      </div>
      <ol className="grid max-h-96 min-h-40 content-start gap-2 overflow-y-auto text-sm" aria-live="polite">
        {state.chat.length === 0 ? <li className="text-slate-500 dark:text-slate-400">No messages yet.</li> : null}
        {state.chat.map((m) => (
          <li key={m.id} className="group grid gap-0.5" data-testid="chat-message">
            <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              <span className={m.staff ? 'font-semibold text-brand-700 dark:text-brand-300' : 'font-medium'}>
                {m.name}
              </span>
              {mod && m.userId !== state.me.userId ? (
                <>
                  <button
                    type="button"
                    title="Delete message"
                    aria-label={`Delete message from ${m.name}`}
                    onClick={() => void send('chat:delete', { messageId: m.id }).then(fail)}
                  >
                    <Trash2 className="size-3.5" aria-hidden />
                  </button>
                  <button
                    type="button"
                    title="Mute"
                    aria-label={`Mute ${m.name}`}
                    onClick={() => void send('user:mute', { userId: m.userId }).then(fail)}
                  >
                    <VolumeX className="size-3.5" aria-hidden />
                  </button>
                  <button
                    type="button"
                    title="Remove from session"
                    aria-label={`Remove ${m.name}`}
                    onClick={() => void send('user:remove', { userId: m.userId }).then(fail)}
                  >
                    <UserX className="size-3.5" aria-hidden />
                  </button>
                </>
              ) : null}
            </span>
            <span className="whitespace-pre-wrap break-words">{m.body}</span>
          </li>
        ))}
      </ol>
      {state.me.muted ? (
        <p className="text-sm text-amber-700 dark:text-amber-300">The host has muted you in this chat.</p>
      ) : null}
      <Composer
        label="Message the class"
        max={CHAT_MAX_LENGTH}
        disabled={!open || state.me.muted}
        onSend={async (body) => fail(await send('chat:send', { body }))}
      />
    </Card>
  );
}

export function QaPanel({ state, send, open }: { state: RoomState; send: Send; open: boolean }) {
  const queue = [...state.questions].sort((a, b) => Number(a.answered) - Number(b.answered) || b.upvotes - a.upvotes);
  return (
    <Card className="grid content-start gap-3 p-4" aria-label="Questions and answers">
      <h2 className="font-semibold">Q&amp;A</h2>
      <ol className="grid max-h-72 gap-2 overflow-y-auto text-sm">
        {queue.length === 0 ? <li className="text-slate-500 dark:text-slate-400">No questions yet.</li> : null}
        {queue.map((q) => (
          <li key={q.id} className={`flex items-start gap-2 ${q.answered ? 'opacity-60' : ''}`}>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Upvote: ${q.body}`}
              onClick={() => void send('qa:upvote', { questionId: q.id }).then(fail)}
            >
              <ThumbsUp aria-hidden /> {q.upvotes}
            </Button>
            <span className="grid flex-1">
              <span>{q.body}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {q.name}
                {q.answered ? ' · answered' : ''}
              </span>
            </span>
            {state.me.moderator && !q.answered ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void send('qa:answered', { questionId: q.id }).then(fail)}
              >
                Mark answered
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <Composer
        label="Ask the host a question"
        max={QUESTION_MAX_LENGTH}
        disabled={!open}
        onSend={async (body) => fail(await send('qa:ask', { body }))}
      />
    </Card>
  );
}

export function HandsPanel({ state, send, open }: { state: RoomState; send: Send; open: boolean }) {
  const raised = state.hands.some((h) => h.userId === state.me.userId);
  return (
    <Card className="grid content-start gap-2 p-4" aria-label="Raised hands">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">Raised hands ({state.hands.length})</h2>
        {!state.me.moderator ? (
          <Button
            size="sm"
            variant={raised ? 'secondary' : 'outline'}
            disabled={!open}
            onClick={() => void send(raised ? 'hand:lower' : 'hand:raise', {}).then(fail)}
          >
            <Hand aria-hidden /> {raised ? 'Lower hand' : 'Raise hand'}
          </Button>
        ) : null}
      </div>
      {state.me.moderator && state.hands.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {state.hands.map((h) => (
            <li key={h.userId} className="flex items-center justify-between">
              {h.name}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void send('hand:lower', { userId: h.userId }).then(fail)}
              >
                Lower
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
