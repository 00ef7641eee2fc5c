import { Heading } from '@atelier/shop-ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface PageHeaderProps {
  /** The page's title, rendered as its h1. */
  title: string;
  /** Id for the title, so the page's region can be labelled by it. */
  titleId?: string;
  /** A line under the title, e.g. how many items the page holds. */
  description?: ReactNode;
  /** Page actions, e.g. 'Add New Product'. */
  actions?: ReactNode;
}

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Title row of a back-office page: h1, a supporting line and the page's actions. */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <Root>
      <div>
        <Heading variant="page" id={titleId}>
          {title}
        </Heading>
        {description !== undefined && <Description>{description}</Description>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
