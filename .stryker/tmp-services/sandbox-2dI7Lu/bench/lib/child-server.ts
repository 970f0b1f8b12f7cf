// @ts-nocheck
import { type ChildProcess, spawn } from 'node:child_process';

// A server the bench starts as a child process (the app, or the hello-world baseline) and stops at the end.

export interface ChildServer {
  process: ChildProcess;
  /** The last 20,000 characters it printed, stdout and stderr. */
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** `node <args>` with only PATH and HOME from this process's environment, plus `env`. */
export function startChild(args: string[], env: Record<string, string>): ChildServer {
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    output = (output + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; fails at once if the child exits, or after `timeoutMs`. */
export async function waitForChild(url: string, child: ChildServer, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`the server exited:\n${child.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms:\n${child.output()}`);
}
