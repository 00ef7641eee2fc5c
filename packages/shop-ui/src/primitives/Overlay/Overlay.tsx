import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { enterExitAnimation, fadeIn } from '../motion';

/** Where the panel sits: centred with a margin (dialogs) or against an edge (sheets). */
export type OverlayPlacement = 'center' | 'edge';

export interface OverlayProps
  extends Omit<ModalOverlayProps, 'children' | 'isOpen' | 'onOpenChange' | 'isDismissable'> {
  /** Whether the overlay is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when Close, Escape or an outside press asks to close. */
  onOpenChange: (isOpen: boolean) => void;
  /** Whether Escape and a press outside close it; a Close button always does. */
  isDismissable?: boolean;
  /** Where the panel sits on the backdrop. */
  placement?: OverlayPlacement;
  /** The panel: an `OverlayPanel` (or a styled one) holding a `DialogFrame`. */
  children: ReactNode;
}

const placements = {
  center: css`
    display: flex;
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => theme.space.md};
  `,
  edge: css``,
};

const Backdrop = styled(ModalOverlay)<{ $placement: OverlayPlacement }>`
  position: fixed;
  inset: 0;
  height: var(--visual-viewport-height, 100dvh);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  ${({ $placement }) => placements[$placement]}
  ${enterExitAnimation(fadeIn)}
`;

/**
 * The surface every modal layer shares: the dimmed, fading backdrop over the whole visual
 * viewport, and the dismiss rules (Escape and an outside press close it unless
 * `isDismissable` is false). The page behind is inert and does not scroll.
 */
export function Overlay({
  isOpen,
  onOpenChange,
  isDismissable = true,
  placement = 'center',
  children,
  ...props
}: OverlayProps) {
  return (
    <Backdrop
      {...props}
      $placement={placement}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      {children}
    </Backdrop>
  );
}

/**
 * The layer on the backdrop; focus is trapped inside and returns to the trigger on close.
 * Style it for its shape (`styled(OverlayPanel)`) and give it its own entrance.
 */
export const OverlayPanel = styled(AriaModal)`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;
