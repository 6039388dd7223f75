import { matchesSearch } from '#common/tournament-rules';

/** Products whose name contains the search, ignoring case: the same rule as `products(search)`. */
export function productsNamed<T extends { name: string }>(products: readonly T[], search: string) {
  return products.filter((product) => matchesSearch({ name: product.name }, search));
}

/** A price with two decimals as the shop shows it, e.g. "₹499.00" (formatRupees drops ".00"). */
export const shopPrice = (price: { rupees: string }): string => `₹${price.rupees}`;
