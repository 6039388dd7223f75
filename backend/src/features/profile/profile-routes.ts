import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ProfileService } from './profile-service';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import { PICTURE_UPLOAD_ANSWERS, receivePicture } from './picture-upload-routes';
import {
  type PictureParams,
  type ProfileUpdateInput,
  pictureParamsSchema,
  profileUpdateRequestSchema,
} from './profile-schemas';

const security = [{ bearer: [] }];
const tags = ['profile'];

/** The player's own profile (SPEC §7 v1/profile/...) and the pictures it points to. */
export function profileRoutes(
  app: FastifyInstance,
  { guards, services, limits }: RoutesContext<{ profile: ProfileService }>,
): void {
  app.get(
    '/v1/profile/me',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'getMyProfile',
        summary: 'The logged-in player: profile and statistics',
        tags,
        security,
      },
    },
    (request) => services.profile.me(currentUser(request).id),
  );

  app.put<{ Body: ProfileUpdateInput }>(
    '/v1/profile/update',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'updateProfile',
        summary: 'Edit username, mobile and bio',
        tags,
        security,
        body: profileUpdateRequestSchema,
        answers: {
          409: 'The username or the mobile belongs to another account',
          429: `${SHARED_ANSWERS.rateLimited} (after too many refused updates)`,
        },
      },
      preHandler: limits.profileUpdate,
    },
    (request) =>
      limits.trackProfileUpdate(request, () =>
        services.profile.update(currentUser(request).id, request.body),
      ),
  );

  app.put(
    '/v1/profile/update-picture',
    {
      preValidation: guards.requireUser,
      schema: {
        operationId: 'updateProfilePicture',
        summary: 'Upload a profile picture (multipart field `file`: PNG, JPEG or WebP, 2 MB)',
        tags,
        security,
        answers: PICTURE_UPLOAD_ANSWERS,
        // No body schema: the file is streamed by the handler, after the login check.
        consumes: ['multipart/form-data'],
      },
    },
    (request, reply) =>
      receivePicture(request, reply, (bytes) =>
        services.profile.updatePicture(currentUser(request).id, bytes),
      ),
  );

  app.get<{ Params: PictureParams }>(
    '/v1/profile/pictures/:id',
    {
      schema: {
        operationId: 'getPicture',
        summary: 'A profile picture (the URL the profile gives)',
        tags,
        security: [],
        params: pictureParamsSchema,
        answers: { 404: 'No picture has this id' },
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
