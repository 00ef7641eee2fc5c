import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronLeftIcon } from '../../../icons';
import { useRoutes } from '../../../navigation';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { BrandLink } from '../../shared';

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
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
  max-width: ${({ theme }) => theme.sizes.form};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} 0`};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} 0`};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// On a phone the form starts near the top, where the keyboard leaves it in view; beside the
// welcome panel it sits in the middle.
const Content = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    align-items: center;
  }
`;

export interface AuthLayoutProps {
  /** The auth page shown in the right half (login, register, ...). */
  children: ReactNode;
}

/**
 * Frame of the /auth/* pages: a dark welcome panel on large screens beside the page itself,
 * which always carries the shop's name (a link home) and a way back to the shop.
 */
export function AuthLayout({ children }: AuthLayoutProps) {
  const routes = useRoutes();
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
      <Side>
        <TopBar>
          <BrandLink />
          <Back href={routes.home}>
            <ChevronLeftIcon />
            Back to shop
          </Back>
        </TopBar>
        <Content>{children}</Content>
      </Side>
    </Frame>
  );
}
