import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../../primitives/Heading';

const Panel = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.form};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
`;

const Description = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A column of form fields and actions. */
export const FormStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A centred line of secondary links under or above a form. */
export const LinkRow = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AuthPanelProps {
  /** The page's h1, which also names the section. */
  title: string;
  /** Text or links under the heading. */
  description?: ReactNode;
  /** The form and any footer links. */
  children?: ReactNode;
}

/** Shared frame of every auth page: heading, a line of context, then the form. */
export function AuthPanel({ title, description, children }: AuthPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Header>
        <Heading variant="section" level={1} id={titleId}>
          {title}
        </Heading>
        {description ? <Description>{description}</Description> : null}
      </Header>
      {children}
    </Panel>
  );
}
