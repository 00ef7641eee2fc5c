import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../../..');

/** What an app's bundler keeps of these imports, minified, with peers left out. */
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: REPO, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    conditions: ['@atelier/source'],
    jsx: 'automatic',
    external: ['react', 'react/*', 'react-dom', 'swr', 'swr/*', 'redaxios'],
    logLevel: 'silent',
  });
  return result.outputFiles?.[0]?.text ?? '';
}

// Everything the storefront screens use.
const SHOPPER_IMPORTS = `
  export { createApiClient, isApiError, buildOrderData } from '@atelier/api-client';
  export {
    ApiProvider, useSession, useCart, useWishlist, useWishlistCheck, useAddresses, useOrders,
    useOrder, useProducts, useProduct, useProductListing, useBestSellers, useReviews, useSearch,
    useFeatures, useAuthActions, useCartActions, useWishlistActions, useAddressActions,
    useOrderActions, useReviewActions,
  } from '@atelier/api-client/swr';
`;

describe("a shopper's bundle", () => {
  it('carries no admin API resource', async () => {
    const code = await bundle(SHOPPER_IMPORTS);
    expect(code).toContain('/api/shop/order');
    expect(code).not.toContain('/api/admin/');
  });

  it('gets them once an admin hook is imported (so the check above can fail)', async () => {
    const code = await bundle(
      `${SHOPPER_IMPORTS}\nexport { useAdminProducts } from '@atelier/api-client/swr';`,
    );
    expect(code).toContain('/api/admin/');
  });

  it('carries neither msw nor the demo data', async () => {
    const code = await bundle(SHOPPER_IMPORTS);
    expect(code).not.toMatch(/mockServiceWorker|msw/);
    expect(code).not.toContain('Nike Dri-FIT');
  });
});

describe('the admin entry', () => {
  it('builds the back office calls on any client', async () => {
    const code = await bundle(
      `import { createApiClient } from '@atelier/api-client';
       import { createAdminApi } from '@atelier/api-client/admin';
       export const admin = createAdminApi(createApiClient({ baseURL: '' }));`,
    );
    expect(code).toContain('/api/admin/products');
    expect(code).toContain('/api/admin/orders');
  });
});
