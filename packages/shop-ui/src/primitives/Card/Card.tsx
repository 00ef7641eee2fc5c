import type { HTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type CardElement = 'div' | 'article' | 'section' | 'aside' | 'li';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: `article` for a product, `li` inside a list. */
  as?: CardElement;
  /** Inner spacing from the theme; `none` lets an image reach the edges. */
  padding?: CardPadding;
}

const Root = styled.div<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme, $padding }) => ($padding === 'none' ? '0' : theme.space[$padding])};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  list-style: none;
`;

/** A bordered surface grouping related content: a product, an order, an address. */
export function Card({ as = 'div', padding = 'md', ...props }: CardProps) {
  return <Root as={as} $padding={padding} {...props} />;
}
