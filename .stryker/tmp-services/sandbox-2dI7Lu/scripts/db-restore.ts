// @ts-nocheck
import { loadConfig } from '#server/env';
import { backupKind, restorePglite, restorePostgres } from './db-dump.ts';

// npm run db:restore -- FILE: restores a backup made by db:backup into the database the server would use
// (DATABASE_URL, else PGlite in DATA_DIR), which must be empty. Start the server afterwards: it applies any
// migrations newer than the backup.
async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run db:restore -- <backup file> (made by npm run db:backup)');
  const config = loadConfig();
  const kind = backupKind(file);
  if (kind === 'pglite' && config.DATABASE_URL) {
    throw new Error(`${file} is a PGlite backup: restore it with DATABASE_URL unset and DATA_DIR set to a new folder.`);
  }
  if (kind === 'postgres' && !config.DATABASE_URL) {
    throw new Error(`${file} is a PostgreSQL backup: set DATABASE_URL to an empty PostgreSQL database to restore it.`);
  }
  if (config.DATABASE_URL) await restorePostgres(file, config.DATABASE_URL);
  else await restorePglite(file, config.dataDir);
  console.log(
    `${file} restored into the ${kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
