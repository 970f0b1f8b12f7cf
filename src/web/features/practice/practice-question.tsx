import { useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AttemptResult, PracticeQuestion as PracticeQuestionData } from '#shared/contracts/practice';
import { QuestionPlayer } from '../../components/question/question-player.tsx';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { AskTutorButton } from '../ai-tutor/public.ts';
import { DiscussButton } from '../community/public.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { AddToReviewButton, refreshNotebook } from '../review/public.ts';
import { BookmarkButton, BookmarkNote } from './bookmark-control.tsx';
import { submitAttempt } from './practice-api.ts';
import { ReportProblemButton } from './report-dialog.tsx';
import { useBookmark } from './use-bookmark.ts';

export interface PracticeQuestionProps {
  question: PracticeQuestionData;
  /** Where the attempt happens; stored with it for analytics. */
  context?: 'practice' | 'task';
  contextId?: string;
  onAnswered?: (result: AttemptResult) => void;
  /** Shows Next (and the N key) when given. */
  onNext?: () => void;
  nextLabel?: string;
  /** Keyboard shortcuts; turn off when two players share a screen. */
  shortcuts?: boolean;
  /** Split screen with the passage or data set when the question belongs to one. */
  showSet?: boolean;
  /** Extra line above the stem, e.g. "Question 3 of 20". */
  meta?: ReactNode;
}

/** A practice question: the shared player with the timer, the stored attempt, bookmark and report. */
export function PracticeQuestion(props: PracticeQuestionProps) {
  // A new question starts fresh (the bookmark state belongs to it).
  return <Practice key={props.question.id} {...props} />;
}

function Practice({
  question,
  context = 'practice',
  contextId,
  onAnswered,
  onNext,
  nextLabel,
  shortcuts = true,
  showSet = true,
  meta,
}: PracticeQuestionProps) {
  const queryClient = useQueryClient();
  const { showPopup } = useUpgradeDialog();
  const bookmark = useBookmark(question.id, { bookmarked: question.bookmarked, note: question.bookmarkNote });
  // A question joins the review notebook once answered (a wrong answer adds it by itself).
  const [answered, setAnswered] = useState(question.attempts.count > 0);
  // The learner's last answer here, as shown (option letter or typed value), for the tutor.
  const [given, setGiven] = useState<string | null>(null);

  return (
    <QuestionPlayer
      question={question}
      check={(answer, seconds) => {
        setGiven('option' in answer ? String.fromCharCode(65 + answer.option) : answer.text);
        return submitAttempt(question.id, { answer, seconds, context, contextId });
      }}
      onAnswered={(res) => {
        void queryClient.invalidateQueries({ queryKey: ['/api/practice/questions', question.id], refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: ['practice-questions'], refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: ['/api/analytics'] });
        void refreshNotebook(queryClient);
        setAnswered(true);
        onAnswered?.(res);
      }}
      errorAction={(error) =>
        // The free plan's questions are used up: the way on is the upgrade dialog.
        hasErrorCode(error, 'plan_limit') && (
          <Button size="sm" onClick={() => showPopup('upgrade-button')}>
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Button>
        )
      }
      onNext={onNext}
      nextLabel={nextLabel}
      shortcuts={shortcuts}
      onBookmarkKey={bookmark.toggle}
      meta={meta}
      set={showSet ? question.set : null}
      below={<BookmarkNote bookmark={bookmark} />}
      footer={
        <>
          <BookmarkButton bookmark={bookmark} />
          {answered && <AddToReviewButton questionId={question.id} />}
          <AskTutorButton questionId={question.id} learnerAnswer={given} />
          <DiscussButton questionId={question.id} />
          <ReportProblemButton questionId={question.id} />
        </>
      }
    />
  );
}
