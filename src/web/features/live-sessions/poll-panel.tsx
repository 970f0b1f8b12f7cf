import { type FormEvent, useState } from 'react';
import type { RoomAck, RoomState } from '#shared/contracts/live-sessions';
import { POLL_MAX_SECONDS, POLL_MIN_SECONDS } from '#shared/domain/live-sessions';
import { Markdown } from '../../components/content/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useNow } from '../../lib/use-now.ts';

const LETTERS = ['A', 'B', 'C', 'D', 'E'];

/** The live poll: the host pushes a bank question with a timer; attendees answer once; the bars update live. */
export function PollPanel(props: {
  state: RoomState;
  open: boolean;
  send: (event: string, payload?: unknown) => Promise<RoomAck>;
  answer: (pollId: string, option: number) => Promise<RoomAck>;
}) {
  const { state } = props;
  const poll = state.poll;
  const now = useNow(poll !== null);
  const left = poll ? Math.max(0, Math.ceil((new Date(poll.endsAt).getTime() - now.getTime()) / 1000)) : 0;
  const total = poll ? poll.counts.reduce((a, b) => a + b, 0) : 0;
  const running = poll !== null && left > 0;
  return (
    <Card className="grid content-start gap-3 p-4" aria-label="Live poll">
      <h2 className="font-semibold">Live poll</h2>
      {state.me.moderator ? <PushPoll {...props} /> : null}
      {!poll ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No poll yet. The host will push one during the class.
        </p>
      ) : (
        <div className="grid gap-2" data-testid="poll">
          <div className="text-sm">
            <Markdown>{poll.stem}</Markdown>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
            {running ? `${left} s left` : 'Poll closed'} · {total} {total === 1 ? 'answer' : 'answers'}
          </p>
          <ol className="grid gap-1.5">
            {poll.options.map((option, i) => {
              const share = total ? Math.round(((poll.counts[i] ?? 0) * 100) / total) : 0;
              const mine = state.myPollAnswer === i;
              const correct = poll.correct === i;
              return (
                <li key={option}>
                  <button
                    type="button"
                    disabled={!running || state.myPollAnswer !== null || state.me.moderator}
                    onClick={() =>
                      void props.answer(poll.id, i).then((ack) => {
                        if (!ack.ok)
                          toast({ title: 'Answer not recorded', description: ack.message, variant: 'destructive' });
                      })
                    }
                    className={`relative w-full overflow-hidden rounded-lg border px-3 py-2 text-left text-sm disabled:cursor-default ${
                      mine ? 'border-brand-500' : 'border-slate-300 dark:border-slate-700'
                    } ${correct ? 'ring-2 ring-emerald-500' : ''}`}
                    aria-label={`Option ${LETTERS[i]}: ${option}${mine ? ' (your answer)' : ''}`}
                  >
                    <span
                      className="absolute inset-y-0 left-0 bg-brand-500/20"
                      style={{ width: `${share}%` }}
                      aria-hidden
                    />
                    <span className="relative flex justify-between gap-2">
                      <span>
                        <strong>{LETTERS[i]}.</strong> <Markdown inline>{option}</Markdown>
                      </span>
                      <span data-testid="poll-count">
                        {poll.counts[i] ?? 0} ({share}%)
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {state.myPollAnswer !== null ? <p className="text-sm">Your answer: {LETTERS[state.myPollAnswer]}</p> : null}
          {poll.correct !== null ? (
            <p className="text-sm font-medium">Correct answer: {LETTERS[poll.correct]}</p>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function PushPoll({ open, send }: { open: boolean; send: (event: string, payload?: unknown) => Promise<RoomAck> }) {
  const [questionId, setQuestionId] = useState('');
  const [seconds, setSeconds] = useState('60');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ack = await send('poll:push', { questionId: Number(questionId), seconds: Number(seconds) });
    if (!ack.ok) toast({ title: 'Poll not started', description: ack.message, variant: 'destructive' });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 text-sm">
      <label className="grid gap-1" htmlFor="poll-question">
        Bank question id
        <Input
          id="poll-question"
          className="w-32"
          inputMode="numeric"
          value={questionId}
          onChange={(e) => setQuestionId(e.target.value)}
        />
      </label>
      <label className="grid gap-1" htmlFor="poll-seconds">
        Timer (s)
        <Input
          id="poll-seconds"
          className="w-24"
          type="number"
          min={POLL_MIN_SECONDS}
          max={POLL_MAX_SECONDS}
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
        />
      </label>
      <Button type="submit" disabled={!open || !questionId}>
        Push poll
      </Button>
    </form>
  );
}
