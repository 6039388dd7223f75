import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/db';
import type { BlogsTable, ProductsTable } from '../../db/schema';

/** Blogs and products. Pass a transaction as `db` to write inside it. */
export function createContentRepository(db: Db) {
  return {
    /** Newest first: the home page's Agent News shows the first three. */
    listBlogs: () =>
      db
        .selectFrom('blogs')
        .selectAll()
        .orderBy('created_date', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The row, locked until the transaction ends, so its record shows what it replaced. */
    lockBlog: (id: number) =>
      db.selectFrom('blogs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insertBlog: (blog: Insertable<BlogsTable>) =>
      db.insertInto('blogs').values(blog).returningAll().executeTakeFirstOrThrow(),

    updateBlog: (id: number, changes: Updateable<BlogsTable>) =>
      db.updateTable('blogs').set(changes).where('id', '=', id).returningAll().executeTakeFirst(),

    deleteBlog: async (id: number) =>
      (await db.deleteFrom('blogs').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

    listProducts: () => db.selectFrom('products').selectAll().orderBy('id').execute(),

    lockProduct: (id: number) =>
      db.selectFrom('products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insertProduct: (product: Insertable<ProductsTable>) =>
      db.insertInto('products').values(product).returningAll().executeTakeFirstOrThrow(),

    updateProduct: (id: number, changes: Updateable<ProductsTable>) =>
      db
        .updateTable('products')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    deleteProduct: async (id: number) =>
      (await db.deleteFrom('products').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
