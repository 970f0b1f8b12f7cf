// @ts-nocheck
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReviewQueue, ReviewResult } from '#shared/contracts/review';
import { QuestionPlayer } from '../../components/question/question-player.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../lib/api-client.ts';
import { LockedQuestion, questionQuery } from '../practice/public.ts';
import { CardEditor } from './card-editor.tsx';
import { dueLabel } from './due-label.ts';
import { queueQuery, refreshNotebook, submitReview } from './review-api.ts';

type QueueCard = ReviewQueue['cards'][number];

/**
 * A review session: today's due cards one by one, each question asked again without its answer, checked on the
 * server, then its explanation, the next review date and the reason and note. The queue is taken once at the start,
 * so reviewing does not reshuffle it.
 */
export function ReviewSession({ onExit }: { onExit: () => void }) {
  const queue = useQuery(queueQuery);
  const [cards, setCards] = useState<QueueCard[] | null>(null);
  const [index, setIndex] = useState(0);
  const [tally, setTally] = useState({ right: 0, wrong: 0 });
  useEffect(() => {
    if (cards === null && queue.data) setCards(queue.data.cards);
  }, [cards, queue.data]);

  const back = (
    <div>
      <Button variant="ghost" size="sm" onClick={onExit}>
        <ArrowLeft aria-hidden="true" />
        Back to the notebook
      </Button>
    </div>
  );
  if (queue.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(queue.error, 'Could not load today’s review queue.')}
        </p>
      </div>
    );
  }
  if (!cards) return <PageSpinner label="Loading today’s review queue" />;
  const card = cards[index];
  if (!card) return <SessionDone reviewed={tally.right + tally.wrong} right={tally.right} onExit={onExit} />;
  return (
    <div className="grid gap-4">
      {back}
      <SessionCard
        key={card.id}
        card={card}
        position={index + 1}
        total={cards.length}
        onResult={(correct) => setTally((t) => (correct ? { ...t, right: t.right + 1 } : { ...t, wrong: t.wrong + 1 }))}
        onNext={() => setIndex((i) => i + 1)}
      />
    </div>
  );
}

function SessionCard(props: {
  card: QueueCard;
  position: number;
  total: number;
  onResult: (correct: boolean) => void;
  onNext: () => void;
}) {
  const { card, position, total, onNext } = props;
  const queryClient = useQueryClient();
  const question = useQuery(questionQuery(card.questionId));
  const [result, setResult] = useState<ReviewResult | null>(null);
  const meta = `Card ${position} of ${total}`;

  if (question.isPending) return <PageSpinner label="Loading the question" />;
  if (question.isError) {
    if (hasErrorCode(question.error, 'premium_required')) return <LockedQuestion onNext={onNext} />;
    return (
      <Card className="mx-auto grid max-w-3xl gap-3 p-5">
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(question.error, 'Could not load this question.')}
        </p>
        <div>
          <Button onClick={onNext}>Skip this card</Button>
        </div>
      </Card>
    );
  }
  return (
    <QuestionPlayer
      question={question.data}
      set={question.data.set}
      meta={meta}
      check={(answer, seconds) => submitReview(card.id, { answer, seconds, reps: card.reps })}
      onAnswered={(res) => {
        setResult(res);
        props.onResult(res.correct);
        void refreshNotebook(queryClient);
      }}
      onNext={onNext}
      nextLabel={position === total ? 'Finish the session' : 'Next card'}
      below={
        result && (
          <div className="grid gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <p className="flex items-center gap-2 text-sm font-medium" data-testid="next-review">
              <CalendarClock className="size-4 text-brand-600 dark:text-brand-300" aria-hidden="true" />
              Rated {result.rating} · next review {dueLabel(result.card.due)}
              <span className="font-normal text-slate-600 dark:text-slate-400">
                ({new Date(result.card.due).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })})
              </span>
            </p>
            <CardEditor
              card={result.card}
              prompt={result.correct ? 'Why you missed it before:' : 'Why did you miss it?'}
            />
          </div>
        )
      }
    />
  );
}

function SessionDone({ reviewed, right, onExit }: { reviewed: number; right: number; onExit: () => void }) {
  return (
    <Card className="mx-auto grid max-w-xl justify-items-center gap-3 p-8 text-center">
      <PartyPopper className="size-10 text-brand-600 dark:text-brand-300" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{reviewed > 0 ? 'Session complete' : 'Nothing to review right now'}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {reviewed > 0
          ? `You reviewed ${reviewed} ${reviewed === 1 ? 'card' : 'cards'} and got ${right} right. Each comes back when it is due again.`
          : 'Cards come back on the day they are due. Practise to add new ones.'}
      </p>
      <Button onClick={onExit}>Back to the notebook</Button>
    </Card>
  );
}
