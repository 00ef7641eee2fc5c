import { styled } from 'styled-components';
import { Skeleton } from '../../../primitives/Skeleton';
import { productColumns } from '../productColumns';

const Grid = styled.div`
  ${productColumns}
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ProductGridSkeletonProps {
  /** How many placeholder cards to show. */
  count?: number;
}

/** Placeholder cards while products load; decorative, so the caller sets `aria-busy`. */
export function ProductGridSkeleton({ count = 8 }: ProductGridSkeletonProps) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <Card key={index}>
          <Skeleton height="12rem" />
          <Skeleton width="80%" height="1rem" />
          <Skeleton width="40%" height="1rem" />
        </Card>
      ))}
    </Grid>
  );
}
