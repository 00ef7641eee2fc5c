import type { ReactNode } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { DialogFrame } from '../DialogFrame';
import { enterExitAnimation } from '../motion';
import { Overlay, OverlayPanel, type OverlayProps } from '../Overlay';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps extends Omit<OverlayProps, 'children' | 'placement'> {
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  /** Dialog content; scrolls when taller than the viewport allows. */
  children: ReactNode;
  /** Maximum width of the panel. */
  size?: ModalSize;
  /** Actions kept visible below the scrolling body. */
  footer?: ReactNode;
}

const widths = {
  sm: css`width: min(${({ theme }) => theme.sizes.sheet}, 100%);`,
  md: css`width: min(${({ theme }) => theme.sizes.readable}, 100%);`,
  lg: css`width: min(${({ theme }) => theme.sizes.dialog}, 100%);`,
};

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled(OverlayPanel)<{ $size: ModalSize }>`
  ${({ $size }) => widths[$size]}
  max-height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
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
  footer,
  ...props
}: ModalProps) {
  return (
    <Overlay {...props} isOpen={isOpen} onOpenChange={onOpenChange} placement="center">
      <Panel $size={size}>
        <DialogFrame title={title} footer={footer}>
          {children}
        </DialogFrame>
      </Panel>
    </Overlay>
  );
}
