import type { ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { DialogFrame } from '../DialogFrame';
import { enterExitAnimation } from '../motion';
import { Overlay, OverlayPanel, type OverlayProps } from '../Overlay';

export type SheetSide = 'left' | 'right';

export interface SheetProps extends Omit<OverlayProps, 'children' | 'placement'> {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** The edge the sheet slides in from. */
  side?: SheetSide;
  /** Sheet content; scrolls between the header and the footer. */
  children: ReactNode;
  /** Actions pinned to the bottom of the sheet, e.g. totals and Checkout. */
  footer?: ReactNode;
}

const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

const sides = {
  left: css`
    left: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    ${enterExitAnimation(slideFromLeft)}
  `,
  right: css`
    right: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    ${enterExitAnimation(slideFromRight)}
  `,
};

const Panel = styled(OverlayPanel)<{ $side: SheetSide }>`
  position: absolute;
  top: 0;
  bottom: 0;
  /* Leaves a strip of the page visible on phones so the sheet reads as a layer. */
  width: min(${({ theme }) => theme.sizes.sheet}, calc(100% - ${({ theme }) => theme.space.xxl}));
  ${({ $side }) => sides[$side]}
`;

/**
 * A full-height side panel (cart, mobile navigation): a modal dialog sliding in from one edge,
 * with a scrolling body and a footer that stays in view. Focus is trapped inside and returns
 * to the trigger on close.
 */
export function Sheet({
  isOpen,
  onOpenChange,
  title,
  side = 'right',
  children,
  footer,
  ...props
}: SheetProps) {
  return (
    <Overlay {...props} isOpen={isOpen} onOpenChange={onOpenChange} placement="edge">
      <Panel $side={side}>
        <DialogFrame title={title} footer={footer}>
          {children}
        </DialogFrame>
      </Panel>
    </Overlay>
  );
}
