import type { ContentListsQuery } from '../../../../generated/admin';
import { formatLongDate } from '../../../../lib/format-date';
import { adminEditBlogPath, adminEditProductPath } from '../../../../lib/paths';
import { authorOf } from '../../../../lib/blog-author';

/** The content screen's two lists. */
export type ContentKind = 'blogs' | 'products';

/** A blog or product as its list shows it. */
export type ContentItem = { id: string; title: string; meta: string; editPath: string };

export const itemsOf = (data: ContentListsQuery, kind: ContentKind): ContentItem[] =>
  kind === 'blogs'
    ? data.blogs.map((blog) => ({
        id: blog.id,
        title: blog.title,
        meta: `${authorOf(blog.author)} · ${formatLongDate(blog.createdAt)}`,
        editPath: adminEditBlogPath(blog.id),
      }))
    : data.products.map((product) => ({
        id: product.id,
        title: product.name,
        meta: product.price.formatted,
        editPath: adminEditProductPath(product.id),
      }));

export const NOUN = { blogs: 'blog', products: 'product' } as const;
