import type { ButtonHTMLAttributes } from 'react';
import { css, type DefaultTheme, styled } from 'styled-components';
import { focusRing } from '../../theme';
import { type ButtonSize, type ButtonVariant, buttonLook } from '../Button/buttonLook';

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis, as `Button`'s. */
  variant?: ButtonVariant;
  /** Control height and padding, as `Button`'s. */
  size?: ButtonSize;
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${({ $variant, $size }) => buttonLook($variant, $size)}
  &:active:not(:disabled) { transform: translateY(1px); }
  &:focus-visible { ${focusRing()} }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * The browser's own button with `Button`'s look, for the parts of a guest's first load (header,
 * banners, cards, toasts, a page that failed): react-aria's press and focus handling is about
 * 13 KiB of gzip there (docs/performance.md). `Button` stays for triggers of react-aria's
 * menus and dialogs, which need its context.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...props
}: NativeButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...props} />;
}

// Touch targets stay at least 40px (2.5rem) even at the small size; md is 44px (2.75rem).
const iconEdge = ({ theme, $box }: { theme: DefaultTheme; $box: ButtonSize }) =>
  $box === 'sm'
    ? `calc(${theme.space.xl} + ${theme.space.sm})`
    : `calc(${theme.space.xl} + ${theme.space.sm} + ${theme.space.xs})`;

/** The round box of a button showing only an icon (`IconButton` and `NativeIconButton`). */
export const iconSquare = css<{ $box: ButtonSize }>`
  position: relative;
  padding: 0;
  min-width: ${iconEdge};
  min-height: ${iconEdge};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Square = styled(NativeButton)<{ $box: ButtonSize }>`${iconSquare}`;

export interface NativeIconButtonProps extends Omit<NativeButtonProps, 'aria-label'> {
  /** Accessible name; an icon alone has none, so this becomes the `aria-label`. */
  label: string;
}

/** `IconButton`'s native twin: a round button showing only an icon, named by `label`. */
export function NativeIconButton({
  label,
  variant = 'ghost',
  size = 'md',
  ...props
}: NativeIconButtonProps) {
  return <Square aria-label={label} variant={variant} size={size} $box={size} {...props} />;
}
