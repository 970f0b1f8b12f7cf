// @ts-nocheck
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The functions with the most self time in a --cpu-prof profile, as "share% name (file:line)", over the last
 * `windowMs` of the profile (0: all of it), idle time left out.
 */
export function topFrames(file: string, windowMs: number, count = 12): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  const from = windowMs > 0 ? profile.endTime - windowMs * 1000 : profile.startTime;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (!node || at < from || ['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, t]) => `${((100 * t) / total).toFixed(1)}% ${key}`);
}

/**
 * The newest main-thread .cpuprofile in a folder. Node names them CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile;
 * tsx's module loader runs on thread 1 and writes its own profile, which is all module loading.
 */
export function newestProfile(dir: string): string | undefined {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const main = files.filter((f) => /^CPU\.\d+\.\d+\.\d+\.0\./.test(f));
  return (main.length ? main : files)
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
}
