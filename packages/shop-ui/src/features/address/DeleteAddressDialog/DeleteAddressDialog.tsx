import type { Address } from '@atelier/api-client';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';

export interface DeleteAddressDialogProps {
  /** The address whose Delete was pressed. */
  address: Address;
  /** Keep the address (Keep Address, Escape, a press outside). */
  onCancel: () => void;
  /** The shopper confirmed: delete it. */
  onConfirm: (address: Address) => void;
}

/**
 * Asks before a saved address goes: it names the address, and Keep Address comes first and
 * holds the focus, so an Enter pressed on the way never deletes.
 */
export function DeleteAddressDialog({ address, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete this address?"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            Keep Address
          </Button>
          <Button variant="destructive" onPress={() => onConfirm(address)}>
            Delete Address
          </Button>
        </>
      }
    >
      <p>{`${address.address}, ${address.city} ${address.pincode} will be removed from your saved addresses.`}</p>
    </Modal>
  );
}
