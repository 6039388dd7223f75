import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ProfileService } from './profile-service';
import { currentUser } from '../../http/auth';
import { PICTURE_UPLOAD_ANSWERS, receivePicture } from './picture-upload-routes';

/** Tournament banners, uploaded by organisers under /admin and stored with the pictures. */
export function bannerAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ profile: ProfileService }>,
): void {
  app.post(
    '/banners',
    {
      schema: {
        operationId: 'adminUploadBanner',
        summary:
          'Upload a tournament banner (multipart field `file`: PNG, JPEG or WebP, 2 MB); ' +
          'served at /api/v1/profile/pictures/{pictureId}',
        tags: ['admin'],
        security: [{ bearer: [] }],
        // No body schema: the file is streamed by the handler, after the role check.
        consumes: ['multipart/form-data'],
        answers: { 201: 'The banner, stored', ...PICTURE_UPLOAD_ANSWERS },
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
