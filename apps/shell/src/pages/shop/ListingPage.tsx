import { ListingScreen } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /shop/listing: filters and sort live in the query string (category, brand, sortBy). */
export default function ListingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <ListingScreen
      searchParams={searchParams}
      // Replace, not push: each filter click would otherwise be a Back-button step.
      onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
    />
  );
}
