import type { ReactNode } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { css, keyframes, styled } from 'styled-components';
import { DialogFrame } from './DialogFrame';
import { enterExitAnimation, fadeIn } from './motion';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps
  extends Omit<ModalOverlayProps, 'children' | 'isOpen' | 'onOpenChange' | 'isDismissable'> {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when Close, Escape or an outside press asks to close. */
  onOpenChange: (isOpen: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** Dialog content; scrolls when taller than the viewport allows. */
  children: ReactNode;
  /** Maximum width of the panel. */
  size?: ModalSize;
  /** Whether Escape and a press outside close the dialog; the Close button always does. */
  isDismissable?: boolean;
  /** Actions kept visible below the scrolling body. */
  footer?: ReactNode;
}

const widths = {
  sm: css`width: min(26rem, 100%);`,
  md: css`width: min(36rem, 100%);`,
  lg: css`width: min(56rem, 100%);`,
};

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  height: var(--visual-viewport-height, 100dvh);
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  ${enterExitAnimation(fadeIn)}
`;

const Panel = styled(AriaModal)<{ $size: ModalSize }>`
  ${({ $size }) => widths[$size]}
  max-height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  ${enterExitAnimation(riseIn)}
`;

/**
 * A centred modal dialog: focus is trapped inside and returns to the trigger on close, the
 * page behind is inert and does not scroll, and the title names the dialog.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  size = 'md',
  isDismissable = true,
  footer,
  ...props
}: ModalProps) {
  return (
    <Overlay
      {...props}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel $size={size}>
        <DialogFrame title={title} footer={footer}>
          {children}
        </DialogFrame>
      </Panel>
    </Overlay>
  );
}
