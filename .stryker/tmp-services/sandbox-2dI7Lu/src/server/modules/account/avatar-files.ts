// @ts-nocheck
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = { ext: 'png' | 'jpg' | 'webp'; mime: string };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type from the file's first bytes; the declared content type is never trusted. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  return undefined;
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
