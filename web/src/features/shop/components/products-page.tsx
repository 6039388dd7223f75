import { useId, useState } from 'react';
import { StatusMessage } from '../../../components/states/status-message';
import { useProductsQuery } from '../../../generated/shop';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { productsNamed } from '../utils/products-named';
import { ProductCard } from './product-card';
import './shop.css';

/** /products: the shop, searchable by name on the phone (no request per keystroke). */
export function ProductsPage() {
  useDocumentTitle('Products');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { data, loading, error } = useProductsQuery();
  const products = productsNamed(data?.products ?? [], search);

  let content;
  if (loading && !data) content = <StatusMessage>Loading products...</StatusMessage>;
  else if (error && !data)
    content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (products.length === 0) content = <StatusMessage>No products found.</StatusMessage>;
  else {
    content = (
      <ul className="product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    );
  }

  return (
    <section className="page shop-page" aria-labelledby="shop-title">
      <h1 id="shop-title" className="page__title">
        Products
      </h1>
      <form className="shop-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="shop-search__label">
          Search products
        </label>
        <input
          id={searchId}
          className="text-input"
          type="search"
          placeholder="Search by name"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      {content}
    </section>
  );
}
