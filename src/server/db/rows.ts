/** The rows of a raw `db.execute(sql)` result; PGlite and node-postgres both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
