import { rupeesToPaise } from '#common/money';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../services';
import { createContentRepository } from './content-repository';
import { toBlogJson, toProductJson } from './content-json';
import type { BlogInput, ProductInput } from './content-schemas';

const blogColumns = (input: Partial<BlogInput>) => ({
  title: input.title,
  image_link: input.imageLink,
  author: input.author,
  sub_description: input.subDescription,
  description: input.description,
  quote: input.quote,
  keyword: input.keyword,
});

const productColumns = (input: Partial<ProductInput>) => ({
  name: input.name,
  image: input.image,
  price_paise: input.price === undefined ? undefined : rupeesToPaise(input.price),
});

/** Blogs and shop products: public reads, organiser writes. */
export function createContentService({ db }: ServiceDeps) {
  const content = createContentRepository(db);
  return {
    listBlogs: async () => (await content.listBlogs()).map(toBlogJson),
    listProducts: async () => (await content.listProducts()).map(toProductJson),

    createBlog: async (input: BlogInput) =>
      toBlogJson(await content.insertBlog({ ...blogColumns(input), title: input.title })),

    async updateBlog(id: number, input: Partial<BlogInput>) {
      const row = await content.updateBlog(id, blogColumns(input));
      if (!row) throw notFound('Blog not found');
      return toBlogJson(row);
    },

    async deleteBlog(id: number) {
      if (!(await content.deleteBlog(id))) throw notFound('Blog not found');
    },

    createProduct: async (input: ProductInput) =>
      toProductJson(
        await content.insertProduct({
          ...productColumns(input),
          name: input.name,
          price_paise: rupeesToPaise(input.price),
        }),
      ),

    async updateProduct(id: number, input: Partial<ProductInput>) {
      const row = await content.updateProduct(id, productColumns(input));
      if (!row) throw notFound('Product not found');
      return toProductJson(row);
    },

    async deleteProduct(id: number) {
      if (!(await content.deleteProduct(id))) throw notFound('Product not found');
    },
  };
}
