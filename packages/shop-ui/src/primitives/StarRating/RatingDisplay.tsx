import { type DefaultTheme, styled } from 'styled-components';
import { StarIcon } from '../../icons';
import { ratingLabel, STAR_VALUES, starFill } from './rating';

// Apart from StarRating's input (react-aria's RadioGroup): a rating shown on a product page
// loads none of the input's code (issue 36's 150 KiB budget).

export type StarRatingSize = keyof DefaultTheme['iconSizes'];

export const Stars = styled.span<{ $size: StarRatingSize }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  vertical-align: middle;
  svg {
    display: block;
    width: ${({ theme, $size }) => theme.iconSizes[$size]};
    height: ${({ theme, $size }) => theme.iconSizes[$size]};
  }
`;

const Slot = styled.span`
  position: relative;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fill = styled.span`
  position: absolute;
  inset: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** Stars showing a rating, one image named 'N out of 5 stars'; partial stars show fractions. */
export function RatingDisplay({ value, size = 'md' }: { value: number; size?: StarRatingSize }) {
  return (
    <Stars role="img" aria-label={ratingLabel(value)} $size={size}>
      {STAR_VALUES.map((position) => {
        const fill = starFill(value, position);
        return (
          <Slot key={position}>
            <StarIcon />
            {fill > 0 && (
              <Fill style={{ clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }}>
                <StarIcon filled />
              </Fill>
            )}
          </Slot>
        );
      })}
    </Stars>
  );
}
