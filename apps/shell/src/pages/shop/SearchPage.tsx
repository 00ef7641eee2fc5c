import { SearchScreen } from '@atelier/shop-ui/screens';
import { useSearchParams } from 'react-router-dom';

/** /shop/search?keyword=: the searched keyword is kept in the URL, so a search can be shared. */
export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <SearchScreen
      keyword={searchParams.get('keyword') ?? undefined}
      onKeywordChange={(keyword) => setSearchParams(keyword ? { keyword } : {}, { replace: true })}
    />
  );
}
