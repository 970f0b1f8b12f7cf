// @ts-nocheck
// What other staff screens use from the overview: the card shown when the server refuses the caller.
export { AdminDenied } from './admin-denied.tsx';
