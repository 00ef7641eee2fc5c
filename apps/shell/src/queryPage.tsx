import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A screen whose state lives in the query string (a listing's filters, a table's search). */
export interface QueryScreenProps {
  searchParams: URLSearchParams;
  onSearchParamsChange: (next: URLSearchParams) => void;
}

/**
 * Its page: the address's query string in, each change back into it, replacing the history entry
 * (each keystroke or filter click would otherwise be a Back-button step).
 */
export function queryPage(Screen: ComponentType<QueryScreenProps>) {
  return function QueryPage() {
    const [searchParams, setSearchParams] = useSearchParams();
    return (
      <Screen
        searchParams={searchParams}
        onSearchParamsChange={(next) => setSearchParams(next, { replace: true })}
      />
    );
  };
}
