import useSWR from 'swr';
import type { FeatureImage } from '../../contract/entities';
import type { ApiClient } from '../../core/client';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import { joinPreload, preloadIntoCache } from '../preloadIntoCache';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

const fetchFeatures = async (client: ApiClient) => (await client.features.list()).data;

/**
 * Starts loading the feature images before anything renders (the spec's second request on
 * start); the first `useFeatures` uses this answer, and a page that renders after it has its
 * images in its first render.
 */
export function preloadFeatures(client: ApiClient): Promise<FeatureImage[]> {
  return preloadIntoCache(apiKeys.features(), () => fetchFeatures(client));
}

/** The homepage carousel's feature images; empty when they fail to load. */
export function useFeatures(config?: ApiSWRConfig<FeatureImage[]>): ApiSWRResponse<FeatureImage[]> {
  const client = useApiClient();
  const response = useSWR<FeatureImage[], ApiError, ApiKey<'features'>>(
    apiKeys.features(),
    (key) => joinPreload(key, () => fetchFeatures(client)),
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
