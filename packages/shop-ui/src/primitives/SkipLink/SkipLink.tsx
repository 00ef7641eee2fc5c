import type { MouseEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../theme';

export interface SkipLinkProps {
  /** The id of the page's main region, which takes focus. */
  targetId: string;
  children?: ReactNode;
}

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    ${focusRing()}
  }
`;

/**
 * The first stop for keyboard users: shown while focused, it moves focus to the main region
 * (which needs `tabIndex={-1}`). Focus moves without touching the URL, which the host's router
 * owns (hash routers included).
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView();
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children}
    </Link>
  );
}
