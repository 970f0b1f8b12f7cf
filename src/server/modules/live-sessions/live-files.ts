import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from '../../lib/file-signature.ts';

export type MaterialKind = Extract<FileKind, { ext: 'pdf' | 'png' | 'jpg' }>;

export const isMaterialKind = (kind: FileKind | undefined): kind is MaterialKind =>
  kind?.ext === 'pdf' || kind?.ext === 'png' || kind?.ext === 'jpg';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STORED = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

/**
 * Session material files on disk: DATA_DIR/uploads/live/<sessionId>/<fileId>.<ext>. The static /uploads/ route
 * does not serve this folder (static-spa.ts): every download goes through the access check.
 */
export function liveFileStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads', 'live');
  const folder = (sessionId: string) => {
    if (!UUID.test(sessionId)) throw new Error(`not a session id: ${sessionId}`);
    return path.join(root, sessionId);
  };
  const fileOf = (sessionId: string, storedName: string) => {
    if (!STORED.test(storedName)) throw new Error(`not a stored material name: ${storedName}`);
    return path.join(folder(sessionId), storedName);
  };
  return {
    root,
    /** Writes the file (never over another) and returns its stored name. */
    async save(sessionId: string, fileId: string, bytes: Buffer, kind: MaterialKind): Promise<string> {
      await fsp.mkdir(folder(sessionId), { recursive: true });
      const storedName = `${fileId}.${kind.ext}`;
      await fsp.writeFile(fileOf(sessionId, storedName), bytes, { flag: 'wx' });
      return storedName;
    },
    async remove(sessionId: string, storedName: string): Promise<void> {
      await fsp.rm(fileOf(sessionId, storedName), { force: true });
    },
    /** A read stream, or undefined when the file is gone from disk. */
    async open(sessionId: string, storedName: string) {
      const file = fileOf(sessionId, storedName);
      try {
        await fsp.access(file);
      } catch {
        return undefined;
      }
      return fs.createReadStream(file);
    },
  };
}

/** A download name from the title: letters (with their marks), digits, spaces, dots, dashes, underscores; the type. */
export function downloadName(title: string, ext: string): string {
  const base =
    title
      .replace(/[^\p{L}\p{M}\p{N} ._-]+/gu, '')
      .trim()
      .slice(0, 80) || 'material';
  return `${base}.${ext}`;
}

/**
 * The Content-Disposition of a download: an ASCII `filename` (header values must be Latin-1; other letters become
 * nothing) and the full name as RFC 6266's UTF-8 `filename*`, which browsers prefer.
 */
export function attachmentHeader(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[^\x20-\x7e]|["\\]/g, '').trim();
  return `attachment; filename="${base || 'material'}${ext}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Who may download a session's files (decided here, enforced by the download route): staff and the host always;
 * for a free session any signed-in learner; for a premium session only registered learners with premium now.
 */
export async function mayDownloadFiles(
  viewer: { moderates: boolean },
  session: { isPremium: boolean },
  checks: { registered: () => Promise<boolean>; premium: () => Promise<boolean> },
): Promise<boolean> {
  if (viewer.moderates || !session.isPremium) return true;
  return (await checks.registered()) && (await checks.premium());
}
