import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Product, ProductInput } from '../../contract/entities';
import type { SizeInput } from '../../contract/payloads';
import type { ProductImportMode } from '../../contract/rules/productCsv';
import { apiKeys, isAdminProductsKey, isProductsKey, isSearchKey } from '../keys';
import { useAdminApi } from '../useAdminApi';

/**
 * Catalogue changes from the back office. A product shows up in the admin grid, its own entry,
 * every storefront listing and every search result, so each change refreshes all of them.
 */
export function useAdminProductActions() {
  const admin = useAdminApi();
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    /** `updated` is the product as the server now has it, when the response carries it. */
    const refreshCatalogue = async (productId?: string, updated?: Product) => {
      const single =
        productId === undefined
          ? undefined
          : updated
            ? mutate<Product>(apiKeys.product(productId), updated, { revalidate: false })
            : mutate(apiKeys.product(productId));
      await Promise.all([
        single,
        mutate(isAdminProductsKey),
        mutate(isProductsKey),
        mutate(isSearchKey),
      ]);
    };
    return {
      /** Uploads an image for the form; nothing is cached until the product is saved. */
      uploadImage: (file: Blob, fileName?: string) =>
        admin.adminProducts.uploadImage(file, fileName),
      add: async (input: ProductInput) => {
        const response = await admin.adminProducts.add(input);
        await refreshCatalogue();
        return response;
      },
      edit: async (id: string, input: ProductInput) => {
        const response = await admin.adminProducts.edit(id, input);
        await refreshCatalogue(id, response.data);
        return response;
      },
      remove: async (id: string) => {
        const response = await admin.adminProducts.remove(id);
        await refreshCatalogue(id);
        return response;
      },
      /**
       * Deletes products one after another, then refreshes once. Stops at the first refusal:
       * `deleted` says how many went, `error` why the next did not.
       */
      removeMany: async (ids: readonly string[]) => {
        let deleted = 0;
        try {
          for (const id of ids) {
            await admin.adminProducts.remove(id);
            deleted += 1;
          }
          return { deleted, error: undefined };
        } catch (error) {
          return { deleted, error };
        } finally {
          await refreshCatalogue();
        }
      },
      /** Extension 'catalogue-csv': a products file checked or applied; an apply refreshes all. */
      importProducts: async (csv: string, mode: ProductImportMode) => {
        const response = await admin.adminProducts.importProducts(csv, mode);
        if (mode === 'apply') await refreshCatalogue();
        return response;
      },
      addSize: async (productId: string, size: SizeInput) => {
        const response = await admin.adminProducts.addSize(productId, size);
        await refreshCatalogue(productId, response.data);
        return response;
      },
      updateSize: async (productId: string, sizeId: string, size: Pick<SizeInput, 'stock'>) => {
        const response = await admin.adminProducts.updateSize(productId, sizeId, size);
        await refreshCatalogue(productId, response.data);
        return response;
      },
      removeSize: async (productId: string, sizeId: string) => {
        const response = await admin.adminProducts.removeSize(productId, sizeId);
        await refreshCatalogue(productId, response.data);
        return response;
      },
    };
  }, [admin, mutate]);
}

export type AdminProductActions = ReturnType<typeof useAdminProductActions>;
