import { useMemo } from 'react';
import useSWR from 'swr';
import type { CardProduct, ProductQuery } from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { normaliseProductQuery } from '../keys';
import { EMPTY_LIST } from '../listRead';
import { fetchFirstPage, firstPageKeyOf, pageLimit } from './listingReads';

/**
 * The first `count` cards of a listing ('More from Women' under a product): its first page,
 * sharing the listing's cache entry when the sizes match. A backend without paging answers with
 * the whole filtered list, of which the first are kept. Empty until it arrives or when it fails.
 */
export function useFirstProducts(query: ProductQuery, count: number): readonly CardProduct[] {
  const client = useApiClient();
  const limit = pageLimit(count);
  const normalised = normaliseProductQuery(query);
  const { data } = useSWR(firstPageKeyOf(normalised, limit), () =>
    fetchFirstPage(client, normalised, limit),
  );
  return useMemo(() => data?.data.slice(0, limit) ?? EMPTY_LIST, [data, limit]);
}
