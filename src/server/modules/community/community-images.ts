import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { COMMUNITY_UPLOAD_PREFIX } from '#shared/contracts/community-moderation';

// Images members put in posts, stored as the avatar upload does (account/avatar-files.ts): the type is read from
// the file's first bytes, the name is ours, and the file lands under DATA_DIR/uploads where /uploads/ serves it.

export type CommunityImageExt = 'png' | 'jpg' | 'webp' | 'gif';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** PNG, JPEG, WebP or GIF by their magic bytes; SVG and everything else is refused (SVG can carry script). */
export function sniffCommunityImage(bytes: Buffer): CommunityImageExt | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // "GIF87a" or "GIF89a"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  return undefined;
}

/** Our own image URLs only: /uploads/community/<yyyy-mm>/<32 hex>.<ext>, the shape save() writes. */
export const OWN_IMAGE_URL = /^\/uploads\/community\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

export function communityImageStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads', 'community');
  return {
    root,
    /** Writes the bytes under a random name in this month's folder; the URL to put in Markdown. */
    async save(bytes: Buffer, ext: CommunityImageExt, now: Date): Promise<string> {
      const month = now.toISOString().slice(0, 7);
      const dir = path.join(root, month);
      await fs.mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return `${COMMUNITY_UPLOAD_PREFIX}${month}/${name}`;
    },
  };
}
