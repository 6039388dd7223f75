import { requireAdmin } from '../../auth/require-admin';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamBlog, UpstreamProduct } from '../../upstream/content-types';
import { blogBody, inputFieldsOf, productBody } from './admin-inputs';
import { call } from './admin-calls';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';

/**
 * The organiser's namespace and content; tournaments, money, players and the audit have files
 * of their own (admin-*-resolvers). Role admin only: auth/require-admin, which every organiser
 * mutation runs first.
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
    createBlog: (_parent, { input }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminCreateBlog', { body: blogBody(input) }),
      })),
    updateBlog: (_parent, { id, input }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => ({
        blog: await call<UpstreamBlog>(ctx, 'adminUpdateBlog', {
          params: { id },
          body: blogBody(input),
        }),
      })),
    deleteBlog: (_parent, { id }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => {
        await call(ctx, 'adminDeleteBlog', { params: { id } });
        return { message: null };
      }),
    createProduct: (_parent, { input }, ctx) => {
      const { body, errors } = productBody(input);
      return runOrganiserMutation(
        ctx,
        { refusals: errors, inputFields: inputFieldsOf },
        async () => ({
          product: await call<UpstreamProduct>(ctx, 'adminCreateProduct', { body }),
        }),
      );
    },
    updateProduct: (_parent, { id, input }, ctx) => {
      const { body, errors } = productBody(input);
      return runOrganiserMutation(
        ctx,
        { refusals: errors, inputFields: inputFieldsOf },
        async () => ({
          product: await call<UpstreamProduct>(ctx, 'adminUpdateProduct', { params: { id }, body }),
        }),
      );
    },
    deleteProduct: (_parent, { id }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => {
        await call(ctx, 'adminDeleteProduct', { params: { id } });
        return { message: null };
      }),
  },
};
