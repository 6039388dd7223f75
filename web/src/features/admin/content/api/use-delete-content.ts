import type { ApolloCache } from '@apollo/client';
import { useDeleteBlogMutation, useDeleteProductMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { type ContentKind, NOUN } from '../utils/content-items';

/** Deletes a blog or product; once deleted, every list that showed it drops it. */
export function useDeleteContent(kind: ContentKind) {
  const [deleteBlog] = useDeleteBlogMutation();
  const [deleteProduct] = useDeleteProductMutation();
  const typename = kind === 'blogs' ? 'Blog' : 'Product';

  return (id: string) => {
    const variables = { id };
    // Removed from the cache too, so every list that showed it drops it.
    const update = (cache: ApolloCache<unknown>) => {
      cache.evict({ id: cache.identify({ __typename: typename, id }) });
      cache.gc();
    };
    return sendOrganiserChange(async () => {
      if (kind === 'blogs') {
        const { data } = await deleteBlog({
          variables,
          update: (cache, { data: answer }) => {
            if (answer?.deleteBlog.errors.length === 0) update(cache);
          },
        });
        return data?.deleteBlog;
      }
      const { data } = await deleteProduct({
        variables,
        update: (cache, { data: answer }) => {
          if (answer?.deleteProduct.errors.length === 0) update(cache);
        },
      });
      return data?.deleteProduct;
    }, `The ${NOUN[kind]} was not deleted. Try again.`);
  };
}
