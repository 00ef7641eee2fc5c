import { styled } from 'styled-components';
import { Skeleton } from '../../../primitives/Skeleton';

const Frame = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
`;

/** A card whose product has not arrived: its picture and two lines, hidden from assistive tech. */
export function CardPlaceholder() {
  return (
    <Frame aria-hidden="true">
      <Skeleton height="12rem" />
      <Skeleton width="80%" height="1rem" />
      <Skeleton width="40%" height="1rem" />
    </Frame>
  );
}
