import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { focusRing } from '../../theme';
import { buttonLook } from '../Button/buttonLook';

export type LinkVariant = 'inline' | 'nav' | 'button' | 'secondaryButton';

export interface LinkProps extends AriaLinkProps {
  /** Destination; navigation runs through the host router set up by NavigationProvider. */
  href: string;
  /**
   * `inline` in running text, `nav` in navigation bars, `button` for a call to action and
   * `secondaryButton` for a quieter one beside it.
   */
  variant?: LinkVariant;
}

const variants = {
  inline: css`
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &[data-hovered] { text-decoration-thickness: 2px; }
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
    &[data-hovered] { color: ${({ theme }) => theme.colors.text}; }
    &[data-current] {
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

const StyledLink = styled(AriaLink)<{ $variant: LinkVariant }>`
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &[data-focus-visible] {
    ${focusRing()}
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

/** A react-aria link: client-side navigation through the host router, styled by variant. */
export function Link({ variant = 'inline', ...props }: LinkProps) {
  return <StyledLink $variant={variant} {...props} />;
}
