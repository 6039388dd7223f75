import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamBlog, UpstreamProduct } from '../../upstream/upstream-types';
import { requireAdmin } from './admin-access';
import { blogBody, productBody } from './admin-inputs';
import { call } from './admin-calls';
import { adminPayload, refused } from './admin-payloads';

/**
 * The organiser's namespace and content; tournaments, money, players and the audit have files
 * of their own (admin-*-resolvers). Role admin only (see admin-access).
 */
export const adminResolvers: Resolvers = {
  Query: {
    admin: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      // AdminQuery's fields resolve themselves; the object only opens the namespace.
      return {};
    },
  },

  Mutation: {
    createBlog: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminCreateBlog', { body: blogBody(input) }),
      }));
    },
    updateBlog: (_parent, { id, input }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminUpdateBlog', {
          params: { id },
          body: blogBody(input),
        }),
      }));
    },
    deleteBlog: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => {
        await call(ctx, 'adminDeleteBlog', { params: { id } });
        return { message: null };
      });
    },
    createProduct: (_parent, { input }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = productBody(input);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        product: await call<UpstreamProduct>(ctx, 'adminCreateProduct', { body }),
      }));
    },
    updateProduct: (_parent, { id, input }, ctx) => {
      requireAdmin(ctx);
      const { body, errors } = productBody(input);
      if (errors.length) return refused(errors);
      return adminPayload(ctx, async () => ({
        product: await call<UpstreamProduct>(ctx, 'adminUpdateProduct', { params: { id }, body }),
      }));
    },
    deleteProduct: (_parent, { id }, ctx) => {
      requireAdmin(ctx);
      return adminPayload(ctx, async () => {
        await call(ctx, 'adminDeleteProduct', { params: { id } });
        return { message: null };
      });
    },
  },
};
