import type { TestProject } from 'vitest/node';
import { startProduct } from '../support/product';

/** Where the product started for this run answers; test files read it with inject('product'). */
export interface ProductAddress {
  url: string;
  backendUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    product: ProductAddress;
  }
}

/**
 * One product (backend on a fresh PGlite with the demo data, gateway serving web/dist) for all
 * browser test files, stopped when they are done. Fails at once when web/dist is not built.
 */
export async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('product', {
    url: product.url,
    backendUrl: product.backendUrl,
    dataDir: product.dataDir,
  });
  return async () => product.stop();
}
