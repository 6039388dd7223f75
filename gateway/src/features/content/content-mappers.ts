import { moneyOf, parseRupees } from '#common/money';
import { gatewayError } from '../../errors/error-model';
import type { UpstreamBlog, UpstreamProduct } from '../../upstream/content-types';

/**
 * The content feature's rules: what the upstream's blog and product JSON means on screen. An
 * answer that is not the promised shape is the upstream's failure (UPSTREAM_ERROR), never a
 * half-built page.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasId = (item: Record<string, unknown>) =>
  (typeof item.id === 'number' || typeof item.id === 'string') && String(item.id) !== '';

function listOf<T>(body: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] {
  if (!Array.isArray(body) || !body.every((item) => isRecord(item) && isItem(item))) {
    throw gatewayError('UPSTREAM_ERROR');
  }
  return body as T[];
}

/** The blog list as the upstream orders it (newest first). */
export const blogsOf = (body: unknown): UpstreamBlog[] =>
  listOf(body, (blog) => hasId(blog) && typeof blog.title === 'string');

export const productsOf = (body: unknown): UpstreamProduct[] =>
  listOf(body, (product) => hasId(product) && typeof product.name === 'string');

/** There is no single-blog call: the blog is the list's entry with that id, or null. */
export const blogWithId = (blogs: UpstreamBlog[], id: string): UpstreamBlog | null =>
  blogs.find((blog) => String(blog.id) === id.trim()) ?? null;

/** Products whose name contains the search, ignoring case; a blank search keeps them all. */
export function productsMatching(
  products: UpstreamProduct[],
  search: string | null | undefined,
): UpstreamProduct[] {
  const wanted = search?.trim().toLowerCase();
  if (!wanted) return products;
  return products.filter((product) => product.name.toLowerCase().includes(wanted));
}

/** Optional text: missing or blank is null, so the app's defaults ('Agent', no image) apply. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value?.trim() ? value.trim() : null;

/** "esports, free fire,, tips " → ["esports", "free fire", "tips"]. */
export const keywordsOf = (keyword: string | null | undefined): string[] =>
  (keyword ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A price in rupees (a JSON number or a decimal string) as exact Money. */
export function priceOf(price: UpstreamProduct['price']) {
  const paise = parseRupees(price);
  if (paise === undefined) throw gatewayError('UPSTREAM_ERROR');
  return moneyOf(paise);
}
