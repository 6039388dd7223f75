import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/app-context';

/** Public content: the blog list (SPEC §7 user/get-blogs) and the shop's static products.json. */
export function contentRoutes(app: FastifyInstance, { services }: AppContext): void {
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
