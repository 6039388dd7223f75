import { rupeesToPaise } from '#common/money';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { type AuditRecord, recordAudit } from '../../change/record-audit';
import { blogAudit, productAudit } from './content-audit';
import { toBlogJson, toProductJson } from './content-json';
import { type ContentRepository, createContentRepository } from './content-repository';
import type { BlogInput, ProductInput } from './content-schemas';

const BLOG_NOT_FOUND = 'Blog not found';
const PRODUCT_NOT_FOUND = 'Product not found';

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

/** Blogs and shop products: public reads, organiser writes recorded in the audit. */
export function createContentService({ db }: ServiceDeps) {
  const content = createContentRepository(db);

  /** Runs a write with the content repository of its transaction, then records it there. */
  const write = <T>(
    work: (repository: ContentRepository) => Promise<{ result: T; record?: AuditRecord }>,
  ) =>
    db.transaction().execute(async (trx) => {
      const { result, record } = await work(createContentRepository(trx));
      if (record) await recordAudit(trx, record);
      return result;
    });

  return {
    listBlogs: async () => (await content.listBlogs()).map(toBlogJson),
    listProducts: async () => (await content.listProducts()).map(toProductJson),

    createBlog: (input: BlogInput, organiserId: number) =>
      write(async (repository) => {
        const blog = toBlogJson(
          await repository.insertBlog({ ...blogColumns(input), title: input.title }),
        );
        return { result: blog, record: blogAudit({ before: null, after: blog }, organiserId) };
      }),

    updateBlog: (id: number, input: Partial<BlogInput>, organiserId: number) =>
      write(async (repository) => {
        const current = await repository.lockBlog(id);
        const row = current && (await repository.updateBlog(id, blogColumns(input)));
        if (!current || !row) throw notFound(BLOG_NOT_FOUND);
        const blog = toBlogJson(row);
        const change = { before: toBlogJson(current), after: blog };
        return { result: blog, record: blogAudit(change, organiserId) };
      }),

    deleteBlog: (id: number, organiserId: number) =>
      write(async (repository) => {
        const current = await repository.lockBlog(id);
        if (!current || !(await repository.deleteBlog(id))) throw notFound(BLOG_NOT_FOUND);
        const change = { before: toBlogJson(current), after: null };
        return { result: undefined, record: blogAudit(change, organiserId) };
      }),

    createProduct: (input: ProductInput, organiserId: number) =>
      write(async (repository) => {
        const product = toProductJson(
          await repository.insertProduct({
            ...productColumns(input),
            name: input.name,
            price_paise: rupeesToPaise(input.price),
          }),
        );
        const change = { before: null, after: product };
        return { result: product, record: productAudit(change, organiserId) };
      }),

    updateProduct: (id: number, input: Partial<ProductInput>, organiserId: number) =>
      write(async (repository) => {
        const current = await repository.lockProduct(id);
        const row = current && (await repository.updateProduct(id, productColumns(input)));
        if (!current || !row) throw notFound(PRODUCT_NOT_FOUND);
        const product = toProductJson(row);
        const change = { before: toProductJson(current), after: product };
        return { result: product, record: productAudit(change, organiserId) };
      }),

    deleteProduct: (id: number, organiserId: number) =>
      write(async (repository) => {
        const current = await repository.lockProduct(id);
        if (!current || !(await repository.deleteProduct(id))) throw notFound(PRODUCT_NOT_FOUND);
        const change = { before: toProductJson(current), after: null };
        return { result: undefined, record: productAudit(change, organiserId) };
      }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
