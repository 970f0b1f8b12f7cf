import type { FastifyRequest } from 'fastify';
import { LIVE_FILE_TYPES } from '#shared/contracts/live-sessions';
import { AppError, badRequest } from '../../errors.ts';
import { LIVE_FILE_MESSAGES } from './live-files.service.ts';

const NO_FILE = `file: choose a ${LIVE_FILE_TYPES} file to upload in the form field "file"`;

/** The multipart "file" part and its title (the "title" field, sent before the file, or the file's own name). */
export async function readMaterialUpload(request: FastifyRequest): Promise<{ bytes: Buffer; title: string }> {
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data. ${NO_FILE}`);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(NO_FILE);
    const bytes = await part.toBuffer();
    const field = part.fields.title;
    const given = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    const fromName = part.filename.replace(/\.[a-z0-9]{1,5}$/i, '');
    return { bytes, title: (given || fromName).trim() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'payload_too_large', LIVE_FILE_MESSAGES.tooLarge);
    throw badRequest('The upload could not be read. Try choosing the file again.');
  }
}
