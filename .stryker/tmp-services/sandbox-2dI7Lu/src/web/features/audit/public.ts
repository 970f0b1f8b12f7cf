// @ts-nocheck
// What other staff screens use from the audit trail: its table (the learner page lists the entries about them).
export { AuditTable } from './audit-entries.tsx';
