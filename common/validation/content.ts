import { number, object, string } from 'yup';
import { hasWholePaise } from '../money';

/**
 * The console's blog and product forms, with the limits and messages the backend checks them
 * by (its content schemas), so a form refuses what the platform would.
 */

export const BLOG_LIMITS = {
  title: 200,
  imageUrl: 2000,
  author: 100,
  subDescription: 1000,
  description: 50_000,
  quote: 500,
  keyword: 500,
} as const;

export const PRODUCT_LIMITS = { name: 200, imageUrl: 2000 } as const;
export const PRODUCT_PRICE_MAX_RUPEES = 10_000_000;

const text = (max: number) => string().trim().max(max, `Must be at most ${max} characters`);

export const blogFormSchema = object({
  title: text(BLOG_LIMITS.title).required('Title is required'),
  imageUrl: text(BLOG_LIMITS.imageUrl),
  author: text(BLOG_LIMITS.author),
  subDescription: text(BLOG_LIMITS.subDescription),
  description: text(BLOG_LIMITS.description),
  quote: text(BLOG_LIMITS.quote),
  keyword: text(BLOG_LIMITS.keyword),
});

export const productFormSchema = object({
  name: text(PRODUCT_LIMITS.name).required('Name is required'),
  imageUrl: text(PRODUCT_LIMITS.imageUrl),
  // An empty number input is not a number: it is a price left out.
  price: number()
    .typeError('Price is required')
    .required('Price is required')
    .min(0, 'Price cannot be negative')
    .max(PRODUCT_PRICE_MAX_RUPEES, 'Price is too large')
    .test('whole-paise', 'Price can have at most 2 decimal places', (value) =>
      value === undefined ? true : hasWholePaise(value),
    ),
});
