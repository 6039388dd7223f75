import { type InferType, number, object, string } from 'yup';
import { hasWholePaise } from '#common/money';

/** Organiser input for blogs and products. */
const text = (max: number) => string().trim().max(max, `Must be at most ${max} characters`);

export const blogSchema = object({
  title: text(200).required('Title is required'),
  imageLink: text(2000).default(''),
  author: text(100).nullable().default(null),
  subDescription: text(1000).default(''),
  description: text(50_000).default(''),
  quote: text(500).default(''),
  keyword: text(500).default(''),
});
export type BlogInput = InferType<typeof blogSchema>;

/** Every field optional: a PATCH changes what it names. */
export const blogPatchSchema = object({
  title: text(200).min(1, 'Title is required').optional(),
  imageLink: text(2000).optional(),
  author: text(100).nullable().optional(),
  subDescription: text(1000).optional(),
  description: text(50_000).optional(),
  quote: text(500).optional(),
  keyword: text(500).optional(),
});

const price = () =>
  number()
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price is too large')
    .test(
      'whole-paise',
      'Price can have at most 2 decimal places',
      (v) => v === undefined || hasWholePaise(v),
    );

export const productSchema = object({
  name: text(200).required('Name is required'),
  image: text(2000).default(''),
  price: price().required('Price is required'),
});
export type ProductInput = InferType<typeof productSchema>;

export const productPatchSchema = object({
  name: text(200).min(1, 'Name is required').optional(),
  image: text(2000).optional(),
  price: price().optional(),
});
