import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Tone } from '../../theme';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; tones map to theme colour pairs with AA contrast. */
  tone?: Tone;
}

const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  white-space: nowrap;
`;

/** A small status label, e.g. 'Sale', 'Out Of Stock' or an order status. */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <StyledBadge $tone={tone} {...props} />;
}
