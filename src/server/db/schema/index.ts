// Drizzle needs every table in one object; this is the only aggregate module in the server.
export * from './ai-tutor.ts';
export * from './audit.ts';
export * from './billing.ts';
export * from './forum.ts';
export * from './forum-activity.ts';
export * from './forum-moderation.ts';
export * from './learning.ts';
export * from './live.ts';
export * from './mail.ts';
export * from './mocks.ts';
export * from './questions.ts';
export * from './review.ts';
export * from './users.ts';
