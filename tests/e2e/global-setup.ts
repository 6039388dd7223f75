import type { TestProject } from 'vitest/node';
import { PROCESS_SECRETS } from '../../bench/support/backend-process';
import { type RunningProduct, startProduct } from '../support/product';

/** Where the product started for this run answers; test files read it with inject('product'). */
export interface ProductAddress {
  url: string;
  backendUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductAddress;
    journeyProduct: ProductAddress;
    /** Both products' gateway secret: test set-up calls the backend as their gateway does. */
    gatewaySecret: string;
  }
}

const addressOf = (product: RunningProduct): ProductAddress => ({
  url: product.url,
  backendUrl: product.backendUrl,
  dataDir: product.dataDir,
});

/**
 * Two products (backend on a fresh PGlite with the demo data, gateway serving web/dist), each
 * shared by several browser test files and stopped when they are done: `product` keeps the
 * demo data as seeded (files count its tournaments), `journeyProduct` takes the journeys that
 * create tournaments, accounts and money movements. Fails at once when web/dist is not built.
 */
export async function setup(project: TestProject) {
  // The journeys' product starts while the first one does and while other files run; the
  // journeys wait for it to answer (untilAnswering) in their own set-up.
  const journeyProduct = await startProduct({ answering: false });
  const product = await startProduct();
  project.provide('product', addressOf(product));
  project.provide('journeyProduct', addressOf(journeyProduct));
  project.provide('gatewaySecret', PROCESS_SECRETS.GATEWAY_SHARED_SECRET);
  return async () => {
    await Promise.all([product.stop(), journeyProduct.stop()]);
  };
}
