import { type ReactNode, useRef } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { CloseIcon } from '../../icons';
import { focusRing } from '../../theme';
import { IconButton } from '../IconButton';
import { useIsScrollable } from './useIsScrollable';

export interface DialogFrameProps {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** Body content; scrolls when taller than the panel. */
  children: ReactNode;
  /** Actions kept visible below the scrolling body. */
  footer?: ReactNode;
}

const StyledDialog = styled(Dialog)`
  /* Fills the panel (a flex column) so only the body, never the footer, overflows. */
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(Heading)`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    ${focusRing('inside')}
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The inside of a Modal or Sheet: titled header with Close, scrolling body, fixed footer. */
export function DialogFrame({ title, children, footer }: DialogFrameProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // A scrolling body with no focusable content must still be reachable to scroll by keyboard.
  const scrollable = useIsScrollable(bodyRef);

  return (
    <StyledDialog>
      <Header>
        <Title slot="title">{title}</Title>
        {/* slot="close" lets the Dialog wire the press to closing itself. */}
        <IconButton slot="close" variant="ghost" size="sm" label="Close">
          <CloseIcon />
        </IconButton>
      </Header>
      <Body ref={bodyRef} tabIndex={scrollable ? 0 : undefined}>
        {children}
      </Body>
      {footer && <Footer>{footer}</Footer>}
    </StyledDialog>
  );
}
