import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { css, styled } from 'styled-components';
import { useLinkHref, useNavigate } from '../../navigation/NavigationProvider';
import { focusRing } from '../../theme';
import { buttonLook } from '../Button/buttonLook';

export type LinkVariant = 'inline' | 'nav' | 'button' | 'secondaryButton';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Destination; navigation runs through the host router set up by NavigationProvider. */
  href: string;
  /**
   * `inline` in running text, `nav` in navigation bars, `button` for a call to action and
   * `secondaryButton` for a quieter one beside it.
   */
  variant?: LinkVariant;
  /** Called when the link is followed (e.g. to close the menu or dialog it sits in). */
  onPress?: () => void;
}

const variants = {
  inline: css`
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover { text-decoration-thickness: 2px; }
  `,
  nav: css`
    display: inline-flex;
    align-items: center;
    min-height: calc(${({ theme }) => `${theme.space.xl} + ${theme.space.sm}`});
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    &:hover { color: ${({ theme }) => theme.colors.text}; }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
      text-decoration-thickness: 2px;
      text-underline-offset: 0.4em;
    }
  `,
  // The call-to-action looks exactly like a Button, from the same definition.
  button: buttonLook('primary', 'md'),
  secondaryButton: buttonLook('secondary', 'md'),
};

const StyledLink = styled.a<{ $variant: LinkVariant }>`
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:focus-visible {
    ${focusRing()}
  }
`;

/** A plain left click stays in the app; new tabs, windows and downloads stay the browser's. */
function opensHere(event: MouseEvent<HTMLAnchorElement>) {
  const { button, metaKey, ctrlKey, shiftKey, altKey, currentTarget } = event;
  const target = currentTarget.getAttribute('target');
  return (
    button === 0 &&
    !(metaKey || ctrlKey || shiftKey || altKey) &&
    (!target || target === '_self') &&
    !currentTarget.hasAttribute('download')
  );
}

/**
 * The browser's own link (keyboard, middle click and the context menu as everywhere), navigating
 * through the host router set up by NavigationProvider, styled by variant. react-aria's `Link`
 * would add its press handling to every page's first load (docs/performance.md).
 */
export function Link({ variant = 'inline', href, onClick, onPress, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <StyledLink
      $variant={variant}
      href={useLinkHref(href)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        onPress?.();
        if (!opensHere(event)) return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}
