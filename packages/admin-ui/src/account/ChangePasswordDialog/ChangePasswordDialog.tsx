import { useAdminAccountActions } from '@atelier/api-client/swr';
import { Modal, useAction } from '@atelier/shop-ui';
import { ChangePasswordForm } from '../ChangePasswordForm';

export interface ChangePasswordDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Closes it (Escape, Close, or after the change). */
  onClose: () => void;
}

/**
 * The password change in a dialog, connected: the server's message in a toast when it is done
 * (other sessions are signed out; this one stays), its refusal (a wrong current password) in a
 * destructive toast with the form kept as typed.
 */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const { changePassword } = useAdminAccountActions();
  const change = useAction(changePassword, {
    successToast: (response) => response.message,
    errorToast: 'Failed to change password',
  });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Change password"
      size="sm"
    >
      <ChangePasswordForm
        isPending={change.isPending}
        onSubmit={async (current, next) => {
          if ((await change.run(current, next)).status === 'success') onClose();
        }}
      />
    </Modal>
  );
}
