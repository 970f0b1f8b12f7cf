// @ts-nocheck
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '#shared/contracts/account';

/** Checks a picked file before upload; the server re-checks the bytes themselves. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > AVATAR_MAX_BYTES) {
    return `The image must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller.`;
  }
  if (file.size === 0) return 'That file is empty.';
  return null;
}
