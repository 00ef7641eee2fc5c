import { forwardRef, type HTMLAttributes } from 'react';
import { css, styled } from 'styled-components';

/** How a heading looks: the title of a page, of a section in it, or of a part of a section. */
export type HeadingVariant = 'page' | 'section' | 'subsection';
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The look; independent of `level`, so the outline and the design can each be right. */
  variant?: HeadingVariant;
  /** The outline level (h1 to h6); defaults to 1 for page, 2 for section, 3 for subsection. */
  level?: HeadingLevel;
}

const DEFAULT_LEVEL: Record<HeadingVariant, HeadingLevel> = { page: 1, section: 2, subsection: 3 };

const SIZES = {
  page: css`
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  `,
  section: css`
    font-size: ${({ theme }) => theme.fontSizes.xl};
  `,
  subsection: css`
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
} satisfies Record<HeadingVariant, unknown>;

const StyledHeading = styled.h2<{ $variant: HeadingVariant }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ $variant }) => SIZES[$variant]}
`;

/** A heading from the type scale: `<Heading variant="section" level={3}>Your order</Heading>`. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { variant = 'page', level, ...props },
  ref,
) {
  return (
    <StyledHeading
      ref={ref}
      as={`h${level ?? DEFAULT_LEVEL[variant]}`}
      $variant={variant}
      {...props}
    />
  );
});
