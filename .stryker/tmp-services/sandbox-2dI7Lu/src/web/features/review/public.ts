// @ts-nocheck
// What other features use from the Mistake Notebook: the home card, the add button, the notebook's refresh.
export { AddToReviewButton } from './add-to-review-button.tsx';
export { refreshNotebook } from './review-api.ts';
export { ReviewQueueCard } from './review-queue-card.tsx';
