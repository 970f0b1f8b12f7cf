import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text search vector; the tables declare it as a generated column and index it with GIN. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
