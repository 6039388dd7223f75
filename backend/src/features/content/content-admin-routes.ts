import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { ContentService } from './content-service';
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
const NO_BLOG = { 404: 'No blog has this id' };
const NO_PRODUCT = { 404: 'No product has this id' };

/** Organiser writes of blogs and products. */
export function contentAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ content: ContentService }>,
): void {
  app.post<{ Body: BlogInput }>(
    '/blogs',
    {
      schema: {
        operationId: 'adminCreateBlog',
        summary: 'Create a blog',
        tags: ['admin'],
        security,
        body: blogSchema,
        answers: { 201: 'The blog, created' },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.content.createBlog(request.body, currentUser(request).id)),
  );
  app.patch<{ Params: IdParams; Body: Partial<BlogInput> }>(
    '/blogs/:id',
    {
      schema: {
        operationId: 'adminUpdateBlog',
        summary: 'Edit a blog',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        body: blogPatchSchema,
        answers: NO_BLOG,
      },
    },
    (request) =>
      services.content.updateBlog(request.params.id, request.body, currentUser(request).id),
  );
  app.delete<{ Params: IdParams }>(
    '/blogs/:id',
    {
      schema: {
        operationId: 'adminDeleteBlog',
        summary: 'Delete a blog',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        answers: { 204: 'Deleted', ...NO_BLOG },
      },
    },
    async (request, reply) => {
      await services.content.deleteBlog(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
  app.post<{ Body: ProductInput }>(
    '/products',
    {
      schema: {
        operationId: 'adminCreateProduct',
        summary: 'Create a product',
        tags: ['admin'],
        security,
        body: productSchema,
        answers: { 201: 'The product, created' },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.content.createProduct(request.body, currentUser(request).id)),
  );
  app.patch<{ Params: IdParams; Body: Partial<ProductInput> }>(
    '/products/:id',
    {
      schema: {
        operationId: 'adminUpdateProduct',
        summary: 'Edit a product',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        body: productPatchSchema,
        answers: NO_PRODUCT,
      },
    },
    (request) =>
      services.content.updateProduct(request.params.id, request.body, currentUser(request).id),
  );
  app.delete<{ Params: IdParams }>(
    '/products/:id',
    {
      schema: {
        operationId: 'adminDeleteProduct',
        summary: 'Delete a product',
        tags: ['admin'],
        security,
        params: idParamsSchema,
        answers: { 204: 'Deleted', ...NO_PRODUCT },
      },
    },
    async (request, reply) => {
      await services.content.deleteProduct(request.params.id, currentUser(request).id);
      return reply.status(204).send();
    },
  );
}
