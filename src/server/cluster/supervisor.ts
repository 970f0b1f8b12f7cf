import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../env.ts';

/**
 * Why `npm run start:cluster` cannot run with this configuration, or undefined when it can. Workers share
 * nothing in memory, so what must be shared lives outside them: sessions and data in PostgreSQL, rate-limit
 * counters in Redis.
 */
export function clusterRefusal(config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL'>): string | undefined {
  if (!config.DATABASE_URL) {
    return (
      'npm run start:cluster needs DATABASE_URL (PostgreSQL): the embedded database (PGlite) is single-process, ' +
      'so several workers cannot share it. Set DATABASE_URL, or run one process on PGlite with npm start.'
    );
  }
  if (!config.REDIS_URL) {
    return (
      'npm run start:cluster needs REDIS_URL: login and other rate limits must be counted across all workers, ' +
      'and each worker alone would allow the full limit. Set REDIS_URL, or run one process with npm start.'
    );
  }
  return undefined;
}

type Log = (message: string) => void;

/**
 * The primary's job: keep `count` workers running, replace one that dies (giving up on a crash loop), restart
 * them one at a time on SIGHUP (a new worker listens before an old one drains), and on SIGTERM/SIGINT let every
 * worker finish its requests in flight before exiting.
 */
export class Supervisor {
  private readonly workers = new Set<Worker>();
  /** Workers asked to stop: their exit is expected, not a crash. */
  private readonly retiring = new Set<Worker>();
  private readonly deaths: number[] = [];
  private stopping = false;
  private restarting = false;

  constructor(
    private readonly count: number,
    private readonly log: Log,
    private readonly stopGraceMs = 20_000,
    /** Set in every worker's environment beside the primary's own (values the workers must share). */
    private readonly workerEnv: Record<string, string> = {},
  ) {}

  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.count }, () => this.spawn()));
    this.log(`cluster: ${this.count} workers listening (primary pid ${process.pid})`);
  }

  /** Forks one worker; resolves when it listens, rejects if it exits first. */
  private spawn(): Promise<Worker> {
    const worker = cluster.fork(this.workerEnv);
    this.workers.add(worker);
    worker.on('exit', (code, signal) => this.onExit(worker, code, signal));
    return new Promise((resolve, reject) => {
      const early = () => reject(new Error(`worker ${worker.process.pid} exited before listening`));
      worker.once('exit', early);
      worker.once('listening', () => {
        worker.off('exit', early);
        resolve(worker);
      });
    });
  }

  private onExit(worker: Worker, code: number | null, signal: string | null) {
    this.workers.delete(worker);
    if (this.retiring.delete(worker) || this.stopping) return;
    this.log(`cluster: worker ${worker.process.pid} died (${signal ?? `exit code ${code}`})`);
    const now = Date.now();
    this.deaths.push(now);
    while (this.deaths.length && now - (this.deaths[0] ?? now) > 60_000) this.deaths.shift();
    if (this.deaths.length > Math.max(5, this.count * 2)) {
      this.log('cluster: workers keep dying (more than a few a minute): stopping; see the errors above');
      void this.stop(1);
      return;
    }
    setTimeout(() => {
      if (!this.stopping && this.workers.size < this.count)
        this.spawn().catch((error) => this.log(`cluster: ${error.message}`));
    }, 500);
  }

  /** Asks one worker to finish its requests and exit; kills it if it has not after the grace period. */
  private retire(worker: Worker): Promise<void> {
    this.retiring.add(worker);
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      const timer = setTimeout(() => {
        this.log(`cluster: worker ${worker.process.pid} still busy after ${this.stopGraceMs} ms: killing it`);
        worker.process.kill('SIGKILL');
      }, this.stopGraceMs);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.process.kill('SIGTERM');
    });
  }

  /** SIGHUP: replaces every worker, one at a time, so the port never goes unserved. */
  async rollingRestart(): Promise<void> {
    if (this.restarting || this.stopping) {
      this.log('cluster: a restart or stop is already under way; SIGHUP ignored');
      return;
    }
    this.restarting = true;
    const old = [...this.workers];
    this.log(`cluster: rolling restart of ${old.length} workers`);
    try {
      for (const worker of old) {
        if (this.stopping) return;
        const fresh = await this.spawn();
        await this.retire(worker);
        this.log(`cluster: worker ${worker.process.pid} replaced by ${fresh.process.pid}`);
      }
      this.log('cluster: rolling restart done');
    } catch (error) {
      this.log(`cluster: rolling restart stopped: ${(error as Error).message}; the remaining workers keep serving`);
    } finally {
      this.restarting = false;
    }
  }

  /** SIGTERM / SIGINT: every worker finishes its requests in flight, then the primary exits. */
  async stop(exitCode = 0): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.log(`cluster: stopping ${this.workers.size} workers (finishing requests in flight)`);
    await Promise.all([...this.workers].map((w) => this.retire(w)));
    this.log('cluster: stopped');
    process.exit(exitCode);
  }
}
