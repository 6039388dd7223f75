import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/** Public content: the blog list (SPEC §7 user/get-blogs) and the shop's static products.json. */
export function contentRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get(
    '/user/get-blogs',
    { schema: { summary: 'All blogs, newest first', tags: ['content'] } },
    () => services.content.listBlogs(),
  );
  app.get('/products.json', { schema: { summary: 'The shop products', tags: ['content'] } }, () =>
    services.content.listProducts(),
  );
}
