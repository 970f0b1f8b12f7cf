// @ts-nocheck
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The import boundaries of docs/architecture.md are enforced by Biome (noRestrictedImports with per-folder overrides
// in biome.json). Each case writes a probe file with one import into the tree, lints it and removes it again.

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const written: string[] = [];

afterEach(() => {
  for (const file of written.splice(0)) fs.rmSync(file, { force: true });
});

/** Writes `source` to a fresh probe file in `folder` (relative to the repo) and returns its path. */
function probe(folder: string, source: string, ext = 'ts'): string {
  const file = path.join(root, folder, `zz-boundary-probe-${process.pid}-${written.length}.${ext}`);
  written.push(file);
  fs.writeFileSync(file, `${source}\nexport const probe = [x];\n`);
  return file;
}

/** Runs a command without blocking the test worker; resolves with its exit code and output. */
function run(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const lint = (file: string) => run(biome, ['lint', '--max-diagnostics=5', path.relative(root, file)]);

const RESTRICTED = 'lint/style/noRestrictedImports';

describe('import boundaries (Biome)', () => {
  it('npm run lint fails on a server module importing another module’s repo, naming the rule', async () => {
    const file = probe('src/server/modules/tasks', "import { practiceRepo as x } from '../practice/practice.repo.ts';");
    const result = await run('npm', ['run', 'lint']);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(path.basename(file));
    expect(result.output).toContain('uses another module only through its *.service.ts or public.ts');
  }, 120_000);

  it.each([
    [
      'a server module → another module’s routes',
      'src/server/modules/tasks',
      "import { practiceRoutes as x } from '../practice/practice.routes.ts';",
    ],
    [
      'a server module → another module’s helper file',
      'src/server/modules/tasks',
      "import { scoreAnswer as x } from '../practice/scoring.ts';",
    ],
    [
      'a server module → a module’s repo by alias',
      'src/server/modules/tasks',
      "import { practiceRepo as x } from '#server/modules/practice/practice.repo';",
    ],
    ['the shared layer → node:', 'src/shared/domain', "import x from 'node:fs';"],
    ['the shared layer → React', 'src/shared/contracts', "import { useState as x } from 'react';"],
    ['the shared layer → Drizzle', 'src/shared/domain', "import { sql as x } from 'drizzle-orm';"],
    ['the shared layer → the server', 'src/shared/domain', "import { buildApp as x } from '../../server/app.ts';"],
    ['a component → a feature', 'src/web/components', "import { useAuth as x } from '../features/auth/public.ts';"],
    ['a component → the app shell', 'src/web/components/ui', "import { appRoutes as x } from '../../app/routes.tsx';"],
    [
      'a feature → another feature’s internals',
      'src/web/features/tasks',
      "import { submitAttempt as x } from '../practice/practice-api.ts';",
    ],
    ['a feature → the app shell', 'src/web/features/tasks', "import { appRoutes as x } from '../../app/routes.tsx';"],
    ['the web app → the server', 'src/web/lib', "import { buildApp as x } from '../../server/app.ts';"],
  ])('refuses %s', async (_name, folder, source) => {
    const result = await lint(probe(folder, source));
    expect(result.ok).toBe(false);
    expect(result.output).toContain(RESTRICTED);
  });

  it('refuses the HTTP layer in a service', async () => {
    const file = path.join(root, 'src/server/modules/tasks', `zz-boundary-probe-${process.pid}.service.ts`);
    written.push(file);
    fs.writeFileSync(file, "import { requireUser as x } from '../../plugins/auth.ts';\nexport const probe = [x];\n");
    const result = await lint(file);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('do not depend on the HTTP layer');
  });

  it.each([
    [
      'a server module → another module’s service and public file',
      'src/server/modules/tasks',
      "import type { PracticeService } from '../practice/practice.service.ts';\nimport { forRole } from '../access/public.ts';\nconst x: [PracticeService | null, typeof forRole] = [null, forRole];",
    ],
    [
      'a server module → the server’s shared files',
      'src/server/modules/tasks',
      "import { notFound as x } from '../../errors.ts';",
    ],
    [
      'a feature → another feature’s public file',
      'src/web/features/tasks',
      "import { useAuth as x } from '../auth/public.ts';",
    ],
    [
      'a component → the lib and the shared layer',
      'src/web/components',
      "import { cn } from '../lib/cn.ts';\nimport { SECTIONS } from '../../shared/contracts/questions.ts';\nconst x = [cn, SECTIONS];",
    ],
  ])('allows %s', async (_name, folder, source) => {
    const result = await lint(probe(folder, source));
    expect(result.output).not.toContain(RESTRICTED);
  });
});
