// Drizzle needs every table in one object; this is the only aggregate module in the server.
export * from './billing.ts';
export * from './learning.ts';
export * from './questions.ts';
export * from './users.ts';
