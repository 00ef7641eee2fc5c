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

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const Placeholder = styled.span<{ $width: string; $height: string; $radius: SkeletonRadius }>`
  display: block;
  flex-shrink: 0;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.surfaceMuted} 30%, ${theme.colors.border} 50%, ${theme.colors.surfaceMuted} 70%)`};
  background-size: 300% 100%;
  background-position: 0 0;
  animation: ${shimmer} ${({ theme }) => `calc(${theme.motion.normal} * 6) ${theme.motion.easing}`} infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.surfaceMuted};
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
