import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';
import { blogFixture, money } from '../../../../test/fixtures';

/** Content answers, shaped as the gateway sends them. */

export const product = (id: string, name: string, paise: number) => ({
  __typename: 'Product',
  id,
  name,
  imageUrl: `/assets/products/${id}.jpg`,
  price: money(paise),
});

export const contentLists = (blogs: unknown[], products: unknown[]) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: { blogs, products } });

export { blogFixture };

/** A content mutation's answer under `field`, of payload type `typename`. */
export const contentPayload = (
  field: string,
  typename: 'BlogPayload' | 'ProductPayload' | 'MessagePayload',
  payload: Record<string, unknown> = {},
) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      [field]: {
        __typename: typename,
        errors: [],
        message: null,
        ...(typename === 'BlogPayload' ? { blog: null } : {}),
        ...(typename === 'ProductPayload' ? { product: null } : {}),
        ...payload,
      },
    },
  });
