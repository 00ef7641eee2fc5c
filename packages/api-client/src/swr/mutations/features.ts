import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../ApiProvider';
import { apiKeys } from '../keys';

/** Homepage feature images; responses carry at most the one image, so the list refetches. */
export function useFeatureActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      add: async (image: string) => {
        const response = await client.features.add({ image });
        await mutate(apiKeys.features());
        return response;
      },
      remove: async (id: string) => {
        const response = await client.features.remove(id);
        await mutate(apiKeys.features());
        return response;
      },
    }),
    [client, mutate],
  );
}

export type FeatureActions = ReturnType<typeof useFeatureActions>;
