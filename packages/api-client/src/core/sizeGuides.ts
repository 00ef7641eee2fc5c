import type { Category, SizeGuide } from '../contract/entities';
import type { DataResponse, MessageResponse } from '../contract/payloads';
import { type Send, seg } from './http';

/** Extension `size-guides`: a category's guide; `data` is null where it has none (or the backend none at all). */
export function sizeGuidesApi(send: Send) {
  return {
    get: (category: Category) =>
      send<DataResponse<SizeGuide | null>>({
        method: 'GET',
        path: `/api/shop/size-guide/${seg(category)}`,
        fallback: 'Failed to load the size guide',
        emptyOnNotFound: { success: true, data: null },
      }),
  };
}

/** Extension `size-guides`: the back office replaces or removes a category's guide. */
export function adminSizeGuidesApi(send: Send) {
  return {
    save: (category: Category, guide: Pick<SizeGuide, 'measurements' | 'rows'>) =>
      send<DataResponse<SizeGuide> & MessageResponse>({
        method: 'PUT',
        path: `/api/admin/size-guides/${seg(category)}`,
        body: guide,
        fallback: 'Failed to save the size guide',
      }),
    remove: (category: Category) =>
      send<MessageResponse>({
        method: 'DELETE',
        path: `/api/admin/size-guides/${seg(category)}`,
        fallback: 'Failed to remove the size guide',
      }),
  };
}
