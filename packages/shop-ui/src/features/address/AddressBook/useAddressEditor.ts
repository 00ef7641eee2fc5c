import {
  type Address,
  type AddressFields,
  addressLimitError,
  CONFIRMATIONS,
} from '@atelier/api-client';
import { useAddressActions } from '@atelier/api-client/swr';
import { useState } from 'react';
import { errorText, useAction } from '../../../actions';
import { useToast } from '../../../primitives/Toast';

/**
 * The address book's writes: add (refused client-side at the limit), edit, delete, each with
 * the spec's confirmation or the server's message in a destructive toast.
 */
export function useAddressEditor(userId: string, addressCount: number) {
  const actions = useAddressActions(userId);
  const { toast } = useToast();
  const [editing, setEditing] = useState<Address | null>(null);
  // Changes after every save and on every switch of address, so the form reloads its fields.
  const [formVersion, setFormVersion] = useState(0);
  const reloadForm = () => setFormVersion((version) => version + 1);

  const saveAction = useAction(
    (fields: AddressFields, target: Address | null) =>
      target ? actions.update(target._id, fields) : actions.add(fields),
    {
      successToast: (_response, _fields, target) =>
        target ? CONFIRMATIONS.addressUpdated : CONFIRMATIONS.addressAdded,
      errorToast: (error, _fields, target) =>
        errorText(error, target ? 'Failed to update address' : 'Failed to add address'),
    },
  );
  const removeAction = useAction((address: Address) => actions.remove(address._id), {
    successToast: CONFIRMATIONS.addressDeleted,
    errorToast: 'Failed to delete address',
    key: (address) => address._id,
  });
  const deletingId = [...removeAction.pendingKeys][0] ?? null;

  /** The add-mode gate: a fourth address is refused before any request. */
  const allowSubmit = () => {
    if (editing) return true;
    const limit = addressLimitError(addressCount);
    if (limit) toast({ title: limit, variant: 'destructive' });
    return !limit;
  };

  // A failed save leaves the form as it is, so nothing typed is lost.
  const save = async (fields: AddressFields) => {
    const outcome = await saveAction.run(fields, editing);
    if (outcome.status !== 'success') return;
    setEditing(null);
    reloadForm();
  };

  const remove = async (address: Address) => {
    if (deletingId) return;
    const outcome = await removeAction.run(address);
    if (outcome.status === 'success' && editing?._id === address._id) {
      setEditing(null);
      reloadForm();
    }
  };

  return {
    editing,
    startEditing: (address: Address) => {
      setEditing(address);
      reloadForm();
    },
    cancelEditing: () => {
      setEditing(null);
      reloadForm();
    },
    saving: saveAction.isPending,
    deletingId,
    formVersion,
    allowSubmit,
    save,
    remove,
  };
}
