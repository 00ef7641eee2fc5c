import { EMPTY_STATES } from '@atelier/api-client';
import { useSearch } from '@atelier/api-client/swr';
import { useId } from 'react';
import { styled } from 'styled-components';
import { EmptyState } from '../../../primitives/EmptyState';
import { Heading } from '../../../primitives/Heading';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';
import { ConnectedProductGrid } from '../../catalog/ConnectedProductGrid';
import { useSearchKeyword } from './useSearchKeyword';

export interface SearchScreenProps {
  /** The keyword from the URL, if any; the screen searches it at once. */
  keyword?: string;
  /** The searched keyword changed (or '' when cleared): the host may put it in the URL. */
  onKeywordChange?: (keyword: string) => void;
}

const Page = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Box = styled.div`
  max-width: ${({ theme }) => theme.sizes.readable};
`;

/** /shop/search: a keyword box and the matching products. */
export function SearchScreen({ keyword, onKeywordChange }: SearchScreenProps) {
  const titleId = useId();
  const { text, setText, searched } = useSearchKeyword(keyword, onKeywordChange);
  const { data, error, isLoading } = useSearch(searched || null);
  const results = searched && !error ? (data ?? []) : [];

  return (
    <Page aria-labelledby={titleId} aria-busy={isLoading}>
      <Heading variant="page" id={titleId}>
        Search Products
      </Heading>
      <Box>
        <TextField
          label="Keyword"
          type="search"
          name="keyword"
          autoComplete="off"
          value={text}
          onChange={setText}
        />
      </Box>
      {error && <p role="alert">{error.message}</p>}
      {searched && isLoading && <Spinner label="Searching" />}
      {results.length > 0 && (
        <ConnectedProductGrid aria-label="Search results" products={results} cardHeadingLevel={2} />
      )}
      {searched && !isLoading && !error && results.length === 0 && (
        <EmptyState title={EMPTY_STATES.search} />
      )}
    </Page>
  );
}
