import { EMPTY_STATES, fitLabel, type Review } from '@atelier/api-client';
import { styled } from 'styled-components';
import { Badge } from '../../../primitives/Badge';
import { RatingDisplay } from '../../../primitives/StarRating/RatingDisplay';

export interface ReviewListProps {
  /** The product's reviews, newest last as the server sends them. */
  reviews: readonly Review[];
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Author = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Fit = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Reviews with their stars; 'No Reviews' when there are none. Where the backend says so
 * (extension `review-fit`), a review also shows its fit answer and 'Verified buyer'.
 */
export function ReviewList({ reviews }: ReviewListProps) {
  if (reviews.length === 0) return <Empty>{EMPTY_STATES.reviews}</Empty>;
  return (
    <List>
      {reviews.map((review, index) => (
        <Item key={review._id ?? `${review.userId}-${index}`}>
          <Author>
            {review.userName}
            {review.verifiedBuyer && <Badge tone="green">Verified buyer</Badge>}
          </Author>
          <RatingDisplay value={review.reviewValue} size="sm" />
          {review.fit && <Fit>{`Fit: ${fitLabel(review.fit)}`}</Fit>}
          <Message>{review.reviewMessage}</Message>
        </Item>
      ))}
    </List>
  );
}
