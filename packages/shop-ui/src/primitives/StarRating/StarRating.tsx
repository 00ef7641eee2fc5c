import { useState } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { StarIcon } from '../../icons';
import { focusRing } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { RatingDisplay, type StarRatingSize, Stars } from './RatingDisplay';
import { STAR_VALUES, starChoiceLabel } from './rating';

export type { StarRatingSize };

export interface StarRatingProps
  extends Omit<
    RadioGroupProps,
    'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation' | 'isReadOnly'
  > {
  /** The rating: 1–5 when chosen, 0 when not yet; averages may be fractional when read-only. */
  value: number;
  /** Called with the chosen 1–5 rating; without it the rating is read-only. */
  onChange?: (value: number) => void;
  /** Visible label of the rating input. */
  label?: string;
  /** Display the rating as an image, 'N out of 5 stars', instead of an input. */
  isReadOnly?: boolean;
  /** Star size. */
  size?: StarRatingSize;
}

const Group = styled(RadioGroup)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const GroupLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StarRadio = styled(Radio)<{ $on: boolean }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  &[data-focus-visible] {
    ${focusRing('snug')}
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * A 1–5 star rating. Read-only it is one image named 'N out of 5 stars'; as an input it is a
 * radio group of '1 star'..'5 stars', chosen by pointer or with the arrow keys.
 */
export function StarRating({
  value,
  onChange,
  label = 'Rating',
  isReadOnly = false,
  size = 'md',
  ...props
}: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);

  if (isReadOnly || !onChange) return <RatingDisplay value={value} size={size} />;

  // Pointing at a star previews the rating it would give.
  const shown = hovered ?? value;
  return (
    <Group
      {...props}
      orientation="horizontal"
      value={value >= 1 ? String(value) : null}
      onChange={(choice) => onChange(Number(choice))}
    >
      <GroupLabel>{label}</GroupLabel>
      <Stars $size={size}>
        {STAR_VALUES.map((position) => (
          <StarRadio
            key={position}
            value={String(position)}
            $on={position <= shown}
            onHoverStart={() => setHovered(position)}
            onHoverEnd={() => setHovered((current) => (current === position ? null : current))}
          >
            <StarIcon filled={position <= shown} />
            <VisuallyHidden>{starChoiceLabel(position)}</VisuallyHidden>
          </StarRadio>
        ))}
      </Stars>
    </Group>
  );
}
