import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { tutorLink } from './ai-tutor-api.ts';

/** Opens the tutor on this question (its stem, options, worked explanation and the learner's answer). */
export function AskTutorButton({ questionId, learnerAnswer }: { questionId: number; learnerAnswer?: string | null }) {
  return (
    <Link to={tutorLink(questionId, learnerAnswer)} className={buttonClasses('outline', 'sm')}>
      <Bot aria-hidden="true" />
      Ask the tutor
    </Link>
  );
}
