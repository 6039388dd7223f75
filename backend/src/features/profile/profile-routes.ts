import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { invalid } from '../../errors';
import { currentUser } from '../../http/auth';
import { sendError } from '../../http/error-handler';
import { PICTURE_MESSAGES, PictureRejectedError } from './picture-rules';
import {
  type PictureParams,
  type ProfileUpdateInput,
  pictureParamsSchema,
  profileUpdateRequestSchema,
} from './profile-schemas';

const security = [{ bearer: [] }];
const tags = ['profile'];

/** The upload form's one file field (SPEC §7: multipart, field `file`). */
const PICTURE_FIELD = 'file';

const REJECTED_STATUS = { too_large: 413, wrong_type: 415 } as const;

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

async function uploadPicture(
  { services }: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    const bytes = await readPicture(request);
    if (!bytes) throw invalid(PICTURE_MESSAGES.missing, PICTURE_FIELD);
    return await services.profile.updatePicture(currentUser(request).id, bytes);
  } catch (error) {
    if (!(error instanceof PictureRejectedError)) throw error;
    return sendError(request, reply, REJECTED_STATUS[error.reason], error.message);
  }
}

/** The player's own profile (SPEC §7 v1/profile/...) and the pictures it points to. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { guards, services } = ctx;

  app.get(
    '/v1/profile/me',
    {
      preValidation: guards.requireUser,
      schema: { summary: 'The logged-in player: profile and statistics', tags, security },
    },
    (request) => services.profile.me(currentUser(request).id),
  );

  app.put<{ Body: ProfileUpdateInput }>(
    '/v1/profile/update',
    {
      preValidation: guards.requireUser,
      schema: {
        summary: 'Edit username, mobile and bio',
        tags,
        security,
        body: profileUpdateRequestSchema,
      },
    },
    (request) => services.profile.update(currentUser(request).id, request.body),
  );

  app.put(
    '/v1/profile/update-picture',
    {
      preValidation: guards.requireUser,
      schema: {
        summary: 'Upload a profile picture (multipart field `file`: PNG, JPEG or WebP, 2 MB)',
        tags,
        security,
        // No body schema: the file is streamed by the handler, after the login check.
        consumes: ['multipart/form-data'],
      },
    },
    (request, reply) => uploadPicture(ctx, request, reply),
  );

  app.get<{ Params: PictureParams }>(
    '/v1/profile/pictures/:id',
    {
      schema: {
        summary: 'A profile picture (the URL the profile gives)',
        tags,
        params: pictureParamsSchema,
      },
    },
    async (request, reply) => {
      const picture = await services.profile.picture(request.params.id);
      const { bytes } = picture;
      return (
        reply
          .header('content-type', picture.contentType)
          // A picture id is never reused for other bytes: a new upload gets a new id.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
      );
    },
  );
}
