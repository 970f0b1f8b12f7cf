// @ts-nocheck
// What other modules may use from practice besides its service: the one answer scorer (the DILR demo).
export { scoreAnswer } from './scoring.ts';
