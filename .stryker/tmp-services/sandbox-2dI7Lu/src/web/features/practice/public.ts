// @ts-nocheck
// What other features use from practice: the practice player, the locked card, questions and filters, answers.
export { LockedQuestion } from './locked-question.tsx';
export { questionQuery, submitAttempt, usePracticeFilters } from './practice-api.ts';
export { PracticeQuestion } from './practice-question.tsx';
