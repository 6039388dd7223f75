import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/auth';
import { type IdParams, idParamsSchema } from '../../http/params';
import {
  type BlogInput,
  type ProductInput,
  blogPatchSchema,
  blogSchema,
  productPatchSchema,
  productSchema,
} from './content-schemas';

const security = [{ bearer: [] }];

/** Organiser writes of blogs and products. */
export function contentAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.post<{ Body: BlogInput }>(
    '/blogs',
    { schema: { summary: 'Create a blog', tags: ['admin'], security, body: blogSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.content.createBlog(request.body, currentUser(request).id)),
  );
  app.patch<{ Params: IdParams; Body: Partial<BlogInput> }>(
    '/blogs/:id',
    {
      schema: {
        summary: 'Edit a blog',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        body: blogPatchSchema,
      },
    },
    (request) =>
      services.content.updateBlog(request.params.id, request.body, currentUser(request).id),
  );
  app.delete<{ Params: IdParams }>(
    '/blogs/:id',
    { schema: { summary: 'Delete a blog', tags: ['admin'], security, params: idParamsSchema } },
    async (request, reply) => {
      await services.content.deleteBlog(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
  app.post<{ Body: ProductInput }>(
    '/products',
    { schema: { summary: 'Create a product', tags: ['admin'], security, body: productSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.content.createProduct(request.body, currentUser(request).id)),
  );
  app.patch<{ Params: IdParams; Body: Partial<ProductInput> }>(
    '/products/:id',
    {
      schema: {
        summary: 'Edit a product',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        body: productPatchSchema,
      },
    },
    (request) =>
      services.content.updateProduct(request.params.id, request.body, currentUser(request).id),
  );
  app.delete<{ Params: IdParams }>(
    '/products/:id',
    { schema: { summary: 'Delete a product', tags: ['admin'], security, params: idParamsSchema } },
    async (request, reply) => {
      await services.content.deleteProduct(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
}
