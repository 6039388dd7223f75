import { useId } from 'react';
import { toast } from '../../../lib/toast/toast';
import type { ProductsQuery } from '../../../generated/shop';
import { shopPrice } from '../utils/products-named';

type Product = ProductsQuery['products'][number];

/** The shop has no cart yet (SPEC §1): the button only says so. */
const CART_COMING_SOON = 'The cart is coming soon. Stay tuned!';

export function ProductCard({ product }: { product: Product }) {
  const nameId = useId();
  // A plain toast with the library's default time (SPEC §9); one id, so taps do not stack it.
  const showComingSoon = () => toast(CART_COMING_SOON, { id: 'cart-coming-soon' });

  return (
    <li className="product-card">
      {product.imageUrl ? (
        <img
          className="product-card__image"
          src={product.imageUrl}
          alt={product.name}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <div className="product-card__body">
        <h2 id={nameId} className="product-card__name">
          {product.name}
        </h2>
        <p className="product-card__price">{shopPrice(product.price)}</p>
        <button
          type="button"
          className="button button--primary product-card__button"
          onClick={showComingSoon}
          // Its name stays the visible 'Add to cart'; the product's name describes which one.
          aria-describedby={nameId}
        >
          Add to cart
        </button>
      </div>
    </li>
  );
}
