import useSWR from 'swr';
import type { FeatureImage } from '../../contract/entities';
import type { ApiClient } from '../../core/client';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import { type PreloadedRead, preloadRead } from '../preload';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

const fetchFeatures = async (client: ApiClient) => (await client.features.list()).data;

/**
 * Starts loading the feature images before anything renders (the spec's second request on
 * start); the first `useFeatures` takes this answer instead of asking again.
 */
export function preloadFeatures(client: ApiClient): PreloadedRead<FeatureImage[]> {
  return preloadRead(apiKeys.features(), () => fetchFeatures(client));
}

/** The homepage carousel's feature images; empty when they fail to load. */
export function useFeatures(config?: ApiSWRConfig<FeatureImage[]>): ApiSWRResponse<FeatureImage[]> {
  const client = useApiClient();
  const response = useSWR<FeatureImage[], ApiError, ApiKey<'features'>>(
    apiKeys.features(),
    () => fetchFeatures(client),
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
