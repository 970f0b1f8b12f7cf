import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileKind, sniffFile } from '../../lib/file-signature.ts';

export type ImageKind = Extract<FileKind, { ext: 'png' | 'jpg' | 'webp' }>;

/** The image type from the file's first bytes; the declared content type is never trusted. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  const kind = sniffFile(bytes);
  return kind && kind.ext !== 'pdf' ? kind : undefined;
}

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const OWN_FILE = /^[0-9a-f-]{36}-[0-9a-f]{16}\.(png|jpg|webp)$/;

export function avatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'uploads', 'avatars');
  return {
    dir,
    /** Writes a new file named <userId>-<random>.<ext> and returns its public URL. */
    async save(userId: string, bytes: Buffer, kind: ImageKind): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${userId}-${randomBytes(8).toString('hex')}.${kind.ext}`;
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return AVATAR_URL_PREFIX + name;
    },
    /** Removes a file we stored earlier; anything else (external URLs, odd names) is left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const name = url.slice(AVATAR_URL_PREFIX.length);
      if (!OWN_FILE.test(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}
