import { BLOCK_REASON_MAX } from '@atelier/api-client';
import { Button, Modal, TextField } from '@atelier/shop-ui';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';

export interface BlockCustomerDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The shopper's name, for the question. */
  customerName: string;
  /** Closes the dialog (Cancel, Escape, Close). */
  onCancel: () => void;
  /** The admin confirmed with this reason (trimmed, never blank). */
  onConfirm: (reason: string) => void;
  /** The block is running: the button shows it and ignores presses. */
  isPending?: boolean;
}

export const REASON_REQUIRED = 'Please give a reason for the block.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & > p {
    margin: 0;
  }
`;

/**
 * Asks for the reason before a shopper is blocked, and says what a block does. Cancel comes
 * first, so Enter on open never blocks anyone.
 */
export function BlockCustomerDialog({
  isOpen,
  customerName,
  onCancel,
  onConfirm,
  isPending = false,
}: BlockCustomerDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [isShowingError, setShowingError] = useState(false);
  // A new opening starts with an empty reason.
  useEffect(() => {
    if (isOpen) {
      setReason('');
      setShowingError(false);
    }
  }, [isOpen]);
  const blank = reason.trim() === '';
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={`Block ${customerName}?`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            Cancel
          </Button>
          <Button variant="destructive" type="submit" form={formId} isPending={isPending}>
            Block
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (blank) setShowingError(true);
          else onConfirm(reason.trim());
        }}
      >
        <p>
          They are signed out at once and can no longer sign in or place orders. You can unblock
          them later.
        </p>
        <TextField
          label="Reason"
          description="Kept with the account for other admins; the shopper does not see it."
          multiline
          isRequired
          validationBehavior="aria"
          maxLength={BLOCK_REASON_MAX}
          value={reason}
          onChange={(next) => {
            setReason(next);
            if (next.trim()) setShowingError(false);
          }}
          errorMessage={isShowingError && blank ? REASON_REQUIRED : undefined}
        />
      </Form>
    </Modal>
  );
}
