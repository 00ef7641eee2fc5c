import type { FeatureImage } from '../contract/entities';
import type { DataResponse, FeatureImagePayload } from '../contract/payloads';
import { emptyList, type Send, seg } from './http';

const base = '/api/common/feature';

export function featuresApi(send: Send) {
  return {
    list: () =>
      send<DataResponse<FeatureImage[]>>({
        method: 'GET',
        path: `${base}/get`,
        fallback: 'Failed to load feature images',
        emptyOnNotFound: emptyList(),
      }),
    add: (body: FeatureImagePayload) =>
      send<DataResponse<FeatureImage>>({
        method: 'POST',
        path: `${base}/add`,
        body,
        fallback: 'Failed to add feature image',
      }),
    remove: (id: string) =>
      send<{ success: boolean; message?: string }>({
        method: 'DELETE',
        path: `${base}/delete/${seg(id)}`,
        fallback: 'Failed to delete feature image',
      }),
  };
}
