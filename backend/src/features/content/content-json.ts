import type { Selectable } from 'kysely';
import { paiseToRupees } from '#common/money';
import type { BlogsTable, ProductsTable } from '../../db/schema';

/** A blog as SPEC §3 names its fields. */
export const toBlogJson = (row: Selectable<BlogsTable>) => ({
  id: row.id,
  title: row.title,
  imageLink: row.image_link,
  author: row.author,
  createdDate: row.created_date.toISOString(),
  subDescription: row.sub_description,
  description: row.description,
  quote: row.quote,
  keyword: row.keyword,
});

/** A shop product; the price in rupees. */
export const toProductJson = (row: Selectable<ProductsTable>) => ({
  id: row.id,
  name: row.name,
  image: row.image,
  price: paiseToRupees(row.price_paise),
});
