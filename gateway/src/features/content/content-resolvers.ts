import type { Resolvers } from '../../generated/resolvers-types';
import {
  blogWithId,
  blogsOf,
  keywordsOf,
  priceOf,
  productsMatching,
  productsOf,
  textOrNull,
} from './content-mappers';

/** Blogs and the shop's products: public reads, shared per request through ctx.loaders. */
export const contentResolvers: Resolvers = {
  Query: {
    blogs: async (_parent, _args, ctx) => blogsOf(await ctx.loaders.read('blogs')),
    blog: async (_parent, { id }, ctx) => blogWithId(blogsOf(await ctx.loaders.read('blogs')), id),
    products: async (_parent, { search }, ctx) =>
      productsMatching(productsOf(await ctx.loaders.read('products')), search),
  },
  Blog: {
    id: (blog) => String(blog.id),
    imageUrl: (blog) => textOrNull(blog.imageLink),
    author: (blog) => textOrNull(blog.author),
    createdAt: (blog) => blog.createdDate,
    subDescription: (blog) => textOrNull(blog.subDescription),
    description: (blog) => textOrNull(blog.description),
    quote: (blog) => textOrNull(blog.quote),
    keywords: (blog) => keywordsOf(blog.keyword),
  },
  Product: {
    id: (product) => String(product.id),
    imageUrl: (product) => textOrNull(product.image),
    price: (product) => priceOf(product.price),
  },
};
