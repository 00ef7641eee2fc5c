import { Button } from '@atelier/shop-ui';
import { styled } from 'styled-components';

export interface PagerProps {
  /** What the list holds, for the buttons' names ('products'). */
  what: string;
  /** Whether there is a page before this one. */
  hasPrevious: boolean;
  /** Whether there is a page after this one. */
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** A page is being loaded: both buttons wait. */
  isLoading?: boolean;
}

const Root = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Previous and next page of a list the backend pages by cursor. */
export function Pager({ what, hasPrevious, hasNext, onPrevious, onNext, isLoading }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <Root aria-label={`Pages of ${what}`}>
      <Button variant="secondary" isDisabled={!hasPrevious || isLoading} onPress={onPrevious}>
        Previous page
      </Button>
      <Button variant="secondary" isDisabled={!hasNext || isLoading} onPress={onNext}>
        Next page
      </Button>
    </Root>
  );
}
