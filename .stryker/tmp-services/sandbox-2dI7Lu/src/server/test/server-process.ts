// @ts-nocheck
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The real server as a child process (`node --import tsx src/server/<entry>.ts`), for the tests that need what
// inject() cannot give: signals, kill -9, several processes on one port.

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal name) once it has exited. */
  exited: Promise<number | string>;
}

/** A port nothing listens on right now (bound to 0, read, released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const tempDirs: string[] = [];

/** A new folder under the system's temp folder, removed by removeTempDirs(). */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Removes every folder tempDir() made in this test file (call it in afterAll, after the servers stopped). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Starts src/server/<entry>.ts on a free port with a quiet, test-sized configuration plus env. */
export async function startServerProcess(
  entry: 'main' | 'cluster',
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/${entry}.ts`], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      LOG_LEVEL: 'warn',
      SEED_QUESTIONS: '40',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a cluster's workers can be stopped with it (killIfRunning).
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, port: listenPort, output: () => output, exited };
}

/** Waits until GET /api/ready answers 200 (the process listens and its database answers) and, if given, the
 * output contains `printed` (a cluster's "N workers listening"). */
export async function waitUntilReady(server: ServerProcess, printed = '', timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    const status = await request({ port: server.port, method: 'GET', path: '/api/ready', agent: false })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200 && server.output().includes(printed)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export interface Reply {
  status: number;
  body: unknown;
}

/** One HTTP request over node:http (an agent pins it to one connection, so to one cluster worker). */
export function request(opts: {
  port: number;
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  agent?: http.Agent | false;
  timeoutMs?: number;
}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port,
        method: opts.method,
        path: opts.path,
        agent: opts.agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode ?? 0, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // A request nobody answers fails the test's step instead of hanging it.
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`no answer to ${opts.method} ${opts.path}`)));
    req.end(payload);
  });
}

/** Stops a server process that is still running, with any workers it forked (SIGKILL to its group). */
export async function killIfRunning(server: ServerProcess | undefined): Promise<void> {
  if (!server?.child.pid) return;
  try {
    process.kill(-server.child.pid, 'SIGKILL');
  } catch {
    return; // the group is gone already
  }
  await server.exited;
}
