import { rupeesToPaise } from '#common/money';
import type { Trx } from '../db/db';
import { DEMO_BLOGS, DEMO_PRODUCTS } from './demo-content';
import { demoRepository } from './demo-repository';
import { resolveMoment } from './demo-time';

/** Blogs (paragraphs joined by blank lines, keywords comma-separated) and shop products. */
export async function seedContent(trx: Trx, now: Date): Promise<void> {
  await demoRepository.insertBlogs(
    trx,
    DEMO_BLOGS.map((blog) => ({
      title: blog.title,
      image_link: blog.image,
      author: blog.author,
      created_date: resolveMoment(blog.createdAt, now),
      sub_description: blog.subDescription,
      description: blog.paragraphs.join('\n\n'),
      quote: blog.quote,
      keyword: blog.keywords.join(','),
    })),
  );
  await demoRepository.insertProducts(
    trx,
    DEMO_PRODUCTS.map((product) => ({
      name: product.name,
      image: product.image,
      price_paise: rupeesToPaise(product.price),
    })),
  );
}
