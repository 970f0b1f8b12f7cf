import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One definition of the full-text search column type: a second copy could drift (another data type or driver
// mapping) and drizzle-kit would then write a migration that nobody asked for.

describe('the tsvector column type', () => {
  it('is declared once, in tsvector.ts; every other schema file imports it', () => {
    const folder = import.meta.dirname;
    const schemaFiles = fs.readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const declaring = schemaFiles.filter((name) =>
      /\bcustomType\b/.test(fs.readFileSync(path.join(folder, name), 'utf8')),
    );
    expect(declaring).toEqual(['tsvector.ts']);

    const usingTsvector = schemaFiles.filter((name) =>
      /\btsvector\(/.test(fs.readFileSync(path.join(folder, name), 'utf8')),
    );
    expect(usingTsvector).toEqual(expect.arrayContaining(['ai-tutor.ts', 'forum.ts', 'questions.ts']));
    for (const name of usingTsvector.filter((n) => n !== 'tsvector.ts'))
      expect(fs.readFileSync(path.join(folder, name), 'utf8'), name).toContain(
        "import { tsvector } from './tsvector.ts';",
      );
  });
});
