import type { FastifyRequest } from 'fastify';
import { LIVE_FILE_TYPES } from '#shared/contracts/live-sessions';
import { readMultipartFile } from '../../lib/multipart-file.ts';
import { LIVE_FILE_MESSAGES } from './live-files.service.ts';

const NO_FILE = `file: choose a ${LIVE_FILE_TYPES} file to upload in the form field "file"`;

/** The multipart "file" part and its title (the "title" field, sent before the file, or the file's own name). */
export async function readMaterialUpload(request: FastifyRequest): Promise<{ bytes: Buffer; title: string }> {
  const { bytes, part } = await readMultipartFile(request, { noFile: NO_FILE, tooLarge: LIVE_FILE_MESSAGES.tooLarge });
  const field = part.fields.title;
  const given = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
  const fromName = part.filename.replace(/\.[a-z0-9]{1,5}$/i, '');
  return { bytes, title: (given || fromName).trim() };
}
