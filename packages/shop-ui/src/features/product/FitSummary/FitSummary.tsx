import { fitSummary, fitSummaryText, type Review } from '@atelier/api-client';
import { styled } from 'styled-components';

export interface FitSummaryProps {
  /** The product's reviews; those with a fit answer (extension `review-fit`) are summed up. */
  reviews: readonly Pick<Review, 'fit'>[];
}

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Most say true to size: 72%", from the reviews' fit answers; nothing when none answered. */
export function FitSummary({ reviews }: FitSummaryProps) {
  const summary = fitSummary(reviews);
  if (!summary) return null;
  return (
    <Line>
      {fitSummaryText(summary)}{' '}
      <Count>{`(${summary.answers} ${summary.answers === 1 ? 'answer' : 'answers'})`}</Count>
    </Line>
  );
}

/**
 * The summary's line kept empty while a reviewed product's reviews load, so the summary comes in
 * without moving the colours, sizes and Add to cart below it (CLS 0 on the product page).
 */
export function FitSummarySlot() {
  return <Line aria-hidden="true">{'\u00a0'}</Line>;
}
