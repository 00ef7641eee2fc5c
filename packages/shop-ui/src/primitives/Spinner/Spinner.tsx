import { type DefaultTheme, keyframes, styled } from 'styled-components';

export type SpinnerSize = keyof DefaultTheme['iconSizes'];

export interface SpinnerProps {
  id?: string;
  className?: string;
  /** What is loading; the accessible name of the progress bar. */
  label?: string;
  /** Show the label beside the spinner instead of only to assistive technology. */
  showLabel?: boolean;
  /** Diameter of the ring. */
  size?: SpinnerSize;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// The ARIA progressbar role without a value is an indeterminate one. react-aria's ProgressBar
// formats a value this never has, and brought its number formatting into every first load.
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.iconSizes[$size]};
  height: ${({ theme, $size }) => theme.iconSizes[$size]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 0.2em solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} ${({ theme }) => `calc(${theme.motion.normal} * 3)`} linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** An indeterminate progress indicator, announced to assistive technology by its label. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  size = 'md',
  ...props
}: SpinnerProps) {
  return (
    <Root {...props} role="progressbar" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel && <Label aria-hidden="true">{label}</Label>}
    </Root>
  );
}
