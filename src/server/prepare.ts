import { openPglite } from './db/client.ts';
import { loadConfig } from './env.ts';
import { prepareDatabase } from './start.ts';

// `node dist-server/prepare.js`: migrate and seed the embedded database, then exit. `npm start` runs it as a child
// process on a fresh data folder (start.ts), so the memory the first seeding used goes back with the process.
async function main() {
  const config = loadConfig();
  const database = await openPglite(config.dataDir);
  try {
    await prepareDatabase(config, database);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
