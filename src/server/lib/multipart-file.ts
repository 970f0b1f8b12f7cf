import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from '../errors.ts';

/**
 * The single multipart part named "file", read whole; every multipart failure becomes a 4xx naming the problem
 * (noFile when the form lacks the field, tooLarge when the route's size limit cut it off).
 */
export async function readMultipartFile(
  request: FastifyRequest,
  messages: { noFile: string; tooLarge: string },
): Promise<{ bytes: Buffer; part: MultipartFile }> {
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data. ${messages.noFile}`);
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(messages.noFile);
    return { bytes: await part.toBuffer(), part };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(messages.tooLarge);
    throw badRequest('The upload could not be read. Try choosing the file again.');
  }
}
