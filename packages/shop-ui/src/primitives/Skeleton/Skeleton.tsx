import type { HTMLAttributes } from 'react';
import { type DefaultTheme, keyframes, styled } from 'styled-components';

export type SkeletonRadius = keyof DefaultTheme['radii'];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** CSS width of the placeholder, e.g. '80%' or '5rem'. */
  width?: string;
  /** CSS height of the placeholder, e.g. '1rem' for a line of text or '12rem' for an image. */
  height?: string;
  /** Corner rounding from the theme; `pill` for buttons and badges. */
  radius?: SkeletonRadius;
}

// The shine moves by transform alone, which the compositor animates by itself: animating the
// background instead made the main thread restyle and repaint every placeholder on every frame,
// while the page's code was downloading and starting on that same thread.
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Placeholder = styled.span<{ $width: string; $height: string; $radius: SkeletonRadius }>`
  position: relative;
  display: block;
  flex-shrink: 0;
  overflow: hidden;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) =>
      `linear-gradient(90deg, transparent 20%, ${theme.colors.border} 50%, transparent 80%)`};
    animation: ${shimmer} ${({ theme }) => `calc(${theme.motion.normal} * 6) ${theme.motion.easing}`} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      display: none;
      animation: none;
    }
  }
`;

/**
 * A shimmering placeholder for content that is loading. Decorative and hidden from assistive
 * technology: put `aria-busy="true"` (and a label) on the container that is loading.
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius = 'md',
  ...props
}: SkeletonProps) {
  return (
    <Placeholder aria-hidden="true" $width={width} $height={height} $radius={radius} {...props} />
  );
}
