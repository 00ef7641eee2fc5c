import { Button, Modal } from '@atelier/shop-ui';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Closes the dialog (Cancel, Escape, Close). */
  onCancel: () => void;
  /** The person confirmed. */
  onConfirm: () => void;
  /** The question, also the dialog's name, e.g. 'Delete this product?'. */
  title: string;
  /** What will happen. */
  children: ReactNode;
  /** Label of the confirming button. */
  confirmLabel: string;
  /** The confirmed action is running: the button shows it and ignores presses. */
  isPending?: boolean;
}

/** Asks before a destructive action; Cancel comes first so Enter on open never deletes. */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  title,
  children,
  confirmLabel,
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" onPress={onConfirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
