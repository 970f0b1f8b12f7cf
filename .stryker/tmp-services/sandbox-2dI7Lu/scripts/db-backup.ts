// @ts-nocheck
import { loadConfig } from '#server/env';
import { backupPglite, backupPostgres, defaultBackupPath } from './db-dump.ts';
import { argValue } from './open-database.ts';

// npm run db:backup [-- --out FILE]: backs up the database the server uses (DATABASE_URL, else PGlite in DATA_DIR)
// to FILE, by default backups/mbaprep-<kind>-<UTC time>.(sql|tar.gz). See scripts/db-dump.ts and docs/operations.md.
async function main() {
  const config = loadConfig();
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const out = argValue(process.argv, 'out') ?? defaultBackupPath(kind);
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, out);
  else await backupPglite(config.dataDir, out);
  console.log(`backup of the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'} database written to ${out}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
