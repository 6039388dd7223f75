import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../../errors';
import { sendError } from '../../http/error-handler';
import { PICTURE_MESSAGES, PictureRejectedError } from './picture-rules';

/** The upload form's one file field (SPEC §7: multipart, field `file`). */
export const PICTURE_FIELD = 'file';

const REJECTED_STATUS = { too_large: 413, wrong_type: 415 } as const;

/** What an upload answers besides its success, for the OpenAPI document. */
export const PICTURE_UPLOAD_ANSWERS = {
  400: 'No file in the `file` field of a multipart/form-data upload',
  [REJECTED_STATUS.too_large]: 'The picture is over 2 MB',
  [REJECTED_STATUS.wrong_type]: 'The file is not a PNG, JPEG or WebP picture',
};

/**
 * The bytes of the `file` field, or undefined when the request carries none. An empty file is
 * what a browser form sends when nothing was chosen, so it counts as none too.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part) return undefined;
  if (part.fieldname !== PICTURE_FIELD) {
    part.file.resume();
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new PictureRejectedError('too_large');
    }
    throw error;
  }
  if (part.file.truncated) throw new PictureRejectedError('too_large');
  return bytes.byteLength > 0 ? bytes : undefined;
}

/**
 * Reads an uploaded picture and hands its bytes to `store`. No file is a 400 on `file`; a
 * picture too large or of the wrong kind answers 413 or 415, which the service error kinds do
 * not cover.
 */
export async function receivePicture<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  store: (bytes: Buffer) => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    const bytes = await readPicture(request);
    if (!bytes) throw invalid(PICTURE_MESSAGES.missing, PICTURE_FIELD);
    return await store(bytes);
  } catch (error) {
    if (!(error instanceof PictureRejectedError)) throw error;
    return sendError(request, reply, REJECTED_STATUS[error.reason], error.message);
  }
}
