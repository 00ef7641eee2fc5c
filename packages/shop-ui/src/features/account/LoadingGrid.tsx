import { styled } from 'styled-components';
import { Skeleton } from '../../primitives/Skeleton';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Placeholder rows while a tab's list loads. */
export function LoadingGrid({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Grid aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders have no identity.
        <Skeleton key={index} height="3rem" />
      ))}
    </Grid>
  );
}
