import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { useRoutes } from '../../navigation';
import { Heading } from '../../primitives/Heading';
import { focusRing } from '../../theme';

const Main = styled.main`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  &[data-focus-visible] {
    ${focusRing()}
  }
`;

export interface StatusPageProps {
  /** Page heading. */
  title: string;
  /** One sentence saying what happened. */
  children: ReactNode;
  /** Where the way-out link goes; the route map's `root` (the gate) by default. */
  homeHref?: string;
}

/** Shared frame of the full-page status screens (not found, unauthorised). */
export function StatusPage({ title, children, homeHref }: StatusPageProps) {
  const routes = useRoutes();
  return (
    <Main>
      <Heading variant="page">{title}</Heading>
      <Text>{children}</Text>
      <HomeLink href={homeHref ?? routes.root}>Go to home</HomeLink>
    </Main>
  );
}
