import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import type { Clock } from './platform/clock.ts';
import type { CounterStore } from './platform/counters.ts';
import type { Mailer } from './platform/mailer.ts';

/** Everything a module may use, passed explicitly so tests swap real adapters for local ones. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  counters: CounterStore;
}
