import { ListingScreen } from '@atelier/shop-ui';
import { useSearchParams } from 'react-router-dom';

/** /shop/listing: filters and sort live in the query string (category, brand, sortBy). */
export default function ListingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ListingScreen
      searchParams={searchParams}
      // Replace, not push: each filter click would otherwise be a Back-button step. At once, not
      // in a transition: sliced among the page's other work, a new sort painted 100 to 300 ms
      // later on a 4x slower phone.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true, flushSync: true })}
    />
  );
}
