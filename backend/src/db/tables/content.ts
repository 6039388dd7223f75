import type { Generated } from 'kysely';
import type { GeneratedTimestamp } from './columns';

/** The blog posts and shop products organisers publish. */

export interface BlogsTable {
  id: Generated<number>;
  title: string;
  image_link: Generated<string>;
  author: string | null;
  created_date: GeneratedTimestamp;
  sub_description: Generated<string>;
  description: Generated<string>;
  quote: Generated<string>;
  keyword: Generated<string>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  image: Generated<string>;
  price_paise: number;
}
