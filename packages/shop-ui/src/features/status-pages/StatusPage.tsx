import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useRoutes } from '../../navigation';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';

// A div, not <main>: the page sits inside a layout (the shop's) that provides the landmark.
const Root = styled.div`
  min-height: 50vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.sizes.readable};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface StatusPageProps {
  /** Page heading. */
  title: string;
  /** One sentence saying what happened. */
  children: ReactNode;
  /** Where 'Go to home' goes; the route map's `root` (the gate, by role) by default. */
  homeHref?: string;
  /** Further ways on beside 'Go to home', e.g. links to the products or the account. */
  actions?: ReactNode;
}

/** Shared body of the status pages (not found, unauthorised): what happened and where to go. */
export function StatusPage({ title, children, homeHref, actions }: StatusPageProps) {
  const routes = useRoutes();
  return (
    <Root>
      <Heading variant="page">{title}</Heading>
      <Text>{children}</Text>
      <Actions>
        <Link href={homeHref ?? routes.root} variant="button">
          Go to home
        </Link>
        {actions}
      </Actions>
    </Root>
  );
}
