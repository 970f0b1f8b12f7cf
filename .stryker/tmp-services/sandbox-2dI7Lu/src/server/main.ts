// @ts-nocheck
import { loadConfig } from './env.ts';
import { runningNodeWarning } from './platform/node-version.ts';
import { startServer, stopOnSignals } from './start.ts';

// `npm start`: one process — config → database → migrate → seed if empty → listen → graceful shutdown.
// Several processes on PostgreSQL and Redis: `npm run start:cluster` (cluster.ts).
async function main() {
  const warning = runningNodeWarning();
  if (warning) console.warn(`WARNING: ${warning}`);
  const config = loadConfig();
  const server = await startServer(config, { prepare: true });
  stopOnSignals(server);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
