import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../../../primitives/Heading';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 1fr;
  }
`;

// Hidden below the large breakpoint: on a phone the form is the whole page.
const Welcome = styled.aside`
  display: none;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: flex;
  }
`;

const WelcomeText = styled.div`
  max-width: 28rem;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Content = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
`;

export interface AuthLayoutProps {
  /** The auth page shown in the right half (login, register, ...). */
  children: ReactNode;
}

/** Frame of the /auth/* pages: a dark welcome panel on large screens beside the page itself. */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Frame>
      <Welcome aria-label="Welcome">
        <WelcomeText>
          <Heading variant="page" level={2}>
            Welcome to Atelier Fashion
          </Heading>
          <Tagline>Clothing for men, women and kids, delivered to your door.</Tagline>
        </WelcomeText>
      </Welcome>
      <Content>{children}</Content>
    </Frame>
  );
}
