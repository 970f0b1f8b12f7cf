import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` that holds a package.json. */
export function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json at or above ${from}`);
  }
}

/**
 * The repository's root folder (drizzle/, content/, dist/ sit there). Found by walking up from this module, so the
 * answer is the same from src/server/platform/ under tsx and from dist-server/ when the server runs bundled, where
 * every module shares one file and a fixed '../../..' would point elsewhere.
 */
export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
