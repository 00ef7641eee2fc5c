import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { css, keyframes, styled } from 'styled-components';
import { DialogFrame } from '../Modal/DialogFrame';
import { enterExitAnimation, fadeIn } from '../Modal/motion';

export type SheetSide = 'left' | 'right';

export interface SheetProps
  extends Omit<ModalOverlayProps, 'children' | 'isOpen' | 'onOpenChange' | 'isDismissable'> {
  /** Whether the sheet is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when Close, Escape or an outside press asks to close. */
  onOpenChange: (isOpen: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** The edge the sheet slides in from. */
  side?: SheetSide;
  /** Sheet content; scrolls between the header and the footer. */
  children: ReactNode;
  /** Actions pinned to the bottom of the sheet, e.g. totals and Checkout. */
  footer?: ReactNode;
  /** Whether Escape and a press outside close the sheet; the Close button always does. */
  isDismissable?: boolean;
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

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  height: var(--visual-viewport-height, 100dvh);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  ${enterExitAnimation(fadeIn)}
`;

const Panel = styled(AriaModal)<{ $side: SheetSide }>`
  position: absolute;
  top: 0;
  bottom: 0;
  /* Leaves a strip of the page visible on phones so the sheet reads as a layer. */
  width: min(26rem, calc(100% - ${({ theme }) => theme.space.xxl}));
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
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
  isDismissable = true,
  ...props
}: SheetProps) {
  return (
    <Overlay
      {...props}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel $side={side}>
        <DialogFrame title={title} footer={footer}>
          {children}
        </DialogFrame>
      </Panel>
    </Overlay>
  );
}
