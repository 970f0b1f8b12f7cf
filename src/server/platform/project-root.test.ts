import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findProjectRoot, PROJECT_ROOT } from './project-root.ts';

describe('project root', () => {
  it('is the folder holding package.json, drizzle/ and content/', () => {
    expect(PROJECT_ROOT).toBe(path.resolve('.'));
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'drizzle'))).toBe(true);
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'content'))).toBe(true);
  });

  it('is found from any depth below it, as from src/server/… and from a bundle in dist-server/', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-root-'));
    try {
      fs.writeFileSync(path.join(root, 'package.json'), '{}');
      const deep = path.join(root, 'src', 'server', 'content', 'varc');
      const bundle = path.join(root, 'dist-server');
      fs.mkdirSync(deep, { recursive: true });
      fs.mkdirSync(bundle);
      expect(findProjectRoot(deep)).toBe(root);
      expect(findProjectRoot(bundle)).toBe(root);
      expect(findProjectRoot(root)).toBe(root);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses a folder with no package.json above it', () => {
    expect(() => findProjectRoot('/')).toThrow(/no package.json/);
  });
});
