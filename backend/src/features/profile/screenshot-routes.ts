import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import type { ProfileService } from './profile-service';
import { PICTURE_UPLOAD_ANSWERS, receivePicture } from './picture-upload-routes';

/**
 * A player's screenshot (a dispute's proof), stored with the pictures as the caller's own: the
 * banner upload's store, open to every active player. A dispute names it by its pictureId.
 */
export function screenshotRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ profile: ProfileService }>,
): void {
  app.post(
    '/screenshots',
    {
      preValidation: guards.requireActiveUser,
      schema: {
        operationId: 'uploadScreenshot',
        summary:
          'Upload a screenshot (multipart field `file`: PNG, JPEG or WebP, 2 MB); ' +
          'served at /api/v1/profile/pictures/{pictureId}',
        tags: ['profile'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        answers: {
          201: 'The screenshot, stored',
          403: SHARED_ANSWERS.banned,
          ...PICTURE_UPLOAD_ANSWERS,
        },
      },
    },
    async (request, reply) => {
      const stored = await receivePicture(request, reply, (bytes) =>
        services.profile.storeBanner(currentUser(request).id, bytes),
      );
      return reply.sent ? stored : reply.status(201).send(stored);
    },
  );
}
