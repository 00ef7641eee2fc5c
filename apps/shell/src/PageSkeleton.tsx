import { Skeleton } from '@atelier/shop-ui';
import { styled } from 'styled-components';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.breakpoints.xl};
  margin: 0 auto;
`;

/**
 * The placeholder shown while the session is checked (it replaces the routes, spec section 2)
 * and while a page's code loads.
 */
export function PageSkeleton() {
  return (
    <Frame role="status" aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height="2rem" />
      <Skeleton height="12rem" />
      <Skeleton width="80%" />
      <Skeleton width="60%" />
    </Frame>
  );
}
