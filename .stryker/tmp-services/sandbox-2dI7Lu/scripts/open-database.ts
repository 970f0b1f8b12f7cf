// @ts-nocheck
import { type Database, openPglite, openPostgres } from '#server/db/client';
import type { Config } from '#server/env';

/** The database the server would use: DATABASE_URL when set, else the embedded PGlite in DATA_DIR; migrated. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 4) : await openPglite(config.dataDir);
  await database.migrate();
  return database;
}

/** Reads `--name value` or `--name=value` from the command line. */
export function argValue(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = argv[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
}
