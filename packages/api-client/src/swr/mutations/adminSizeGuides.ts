import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Category, SizeGuide } from '../../contract/entities';
import { apiKeys } from '../keys';
import { useAdminApi } from '../useAdminApi';

/** Extension `size-guides`: the back office saves or removes a category's guide. */
export function useAdminSizeGuideActions() {
  const admin = useAdminApi();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      save: async (category: Category, guide: Pick<SizeGuide, 'measurements' | 'rows'>) => {
        const response = await admin.adminSizeGuides.save(category, guide);
        await mutate(apiKeys.sizeGuide(category), response.data, { revalidate: false });
        return response;
      },
      remove: async (category: Category) => {
        const response = await admin.adminSizeGuides.remove(category);
        await mutate(apiKeys.sizeGuide(category), null, { revalidate: false });
        return response;
      },
    }),
    [admin, mutate],
  );
}

export type AdminSizeGuideActions = ReturnType<typeof useAdminSizeGuideActions>;
