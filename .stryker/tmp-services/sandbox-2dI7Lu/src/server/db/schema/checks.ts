// @ts-nocheck
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// CHECK constraints written from the shared lists of allowed values, so the database refuses exactly what the
// contracts refuse. Values are inlined as literals: a constraint cannot take parameters.

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => sql.raw(values.map(literal).join(', '));

/** column IN (values). */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${list(values)})`;
}

/** Every element of a text[] column is one of values. */
export function allOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${list(values)}]::text[]`;
}
