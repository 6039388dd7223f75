import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ContentService } from './content-service';

/** Public content: the blog list (SPEC §7 user/get-blogs) and the shop's static products.json. */
export function contentRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ content: ContentService }>,
): void {
  app.get(
    '/user/get-blogs',
    {
      schema: {
        operationId: 'listBlogs',
        summary: 'All blogs, newest first',
        tags: ['content'],
        security: [],
      },
    },
    () => services.content.listBlogs(),
  );
  app.get(
    '/products.json',
    {
      schema: {
        operationId: 'listProducts',
        summary: 'The shop products',
        tags: ['content'],
        security: [],
      },
    },
    () => services.content.listProducts(),
  );
}
