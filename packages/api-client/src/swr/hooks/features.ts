import useSWR from 'swr';
import type { FeatureImage } from '../../contract/entities';
import type { ApiError } from '../../core/errors';
import { useApiClient } from '../ApiProvider';
import { type ApiKey, apiKeys } from '../keys';
import { EMPTY_LIST, listConfig, quietList } from '../listRead';
import type { ApiSWRConfig, ApiSWRResponse } from '../types';

/** The homepage carousel's feature images; empty when they fail to load. */
export function useFeatures(config?: ApiSWRConfig<FeatureImage[]>): ApiSWRResponse<FeatureImage[]> {
  const client = useApiClient();
  const response = useSWR<FeatureImage[], ApiError, ApiKey<'features'>>(
    apiKeys.features(),
    async () => (await client.features.list()).data,
    listConfig(config),
  );
  return quietList(response, EMPTY_LIST);
}
