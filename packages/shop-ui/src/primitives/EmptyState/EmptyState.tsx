import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../Heading';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message, e.g. 'No result found!'; rendered as a heading. */
  title: string;
  /** A supporting sentence under the title. */
  description?: ReactNode;
  /** A way forward, e.g. a Link or Button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the surrounding outline. */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.sizes.readable};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** What a list shows when it has nothing in it, with an optional way forward. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  ...props
}: EmptyStateProps) {
  return (
    <Root {...props}>
      <Heading variant="subsection" level={headingLevel}>
        {title}
      </Heading>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
