import useSWR from 'swr';
import type { FeatureImage } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/** The homepage carousel's feature images. */
export function useFeatures(config?: ApiSWRConfig<FeatureImage[]>): ApiSWRResponse<FeatureImage[]> {
  const client = useApiClient();
  return useSWR<FeatureImage[], ApiError, ApiKey<'features'>>(
    apiKeys.features(),
    async () => (await client.features.list()).data,
    config,
  );
}
