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
import { SHOP_TEXT } from '../../shared';

/**
 * The address book's writes: add (refused client-side at the limit), edit, delete, each with
 * the spec's confirmation or the server's message in a destructive toast.
 */
export function useAddressEditor(userId: string, addressCount: number) {
  const actions = useAddressActions(userId);
  const { toast } = useToast();
  const [editing, setEditing] = useState<Address | null>(null);
  // The address whose Delete was pressed, waiting for the shopper to confirm.
  const [confirming, setConfirming] = useState<Address | null>(null);
  // The add form opens on demand (it would otherwise fill a phone's screen at checkout).
  const [isAdding, setAdding] = useState(false);
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
        errorText(error, target ? SHOP_TEXT.addressUpdateFailed : SHOP_TEXT.addressAddFailed),
    },
  );
  const removeAction = useAction((address: Address) => actions.remove(address._id), {
    successToast: CONFIRMATIONS.addressDeleted,
    errorToast: SHOP_TEXT.addressDeleteFailed,
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

  /** 'Add New Address': opens the form, or says at once that the limit is reached. */
  const startAdding = () => {
    if (!allowSubmit()) return;
    setEditing(null);
    setAdding(true);
    reloadForm();
  };

  // A failed save leaves the form as it is, so nothing typed is lost.
  const save = async (fields: AddressFields) => {
    const outcome = await saveAction.run(fields, editing);
    if (outcome.status !== 'success') return;
    setEditing(null);
    setAdding(false);
    reloadForm();
  };

  /** Delete, once the shopper confirmed: the question closes as the request starts. */
  const remove = async (address: Address) => {
    setConfirming(null);
    if (deletingId) return;
    const outcome = await removeAction.run(address);
    if (outcome.status === 'success' && editing?._id === address._id) {
      setEditing(null);
      reloadForm();
    }
  };

  return {
    editing,
    /** True when the person opened the add form themselves. */
    isAdding,
    startAdding,
    startEditing: (address: Address) => {
      setAdding(false);
      setEditing(address);
      reloadForm();
    },
    /** Closes the form, add or edit, without saving. */
    cancelEditing: () => {
      setEditing(null);
      setAdding(false);
      reloadForm();
    },
    saving: saveAction.isPending,
    /** The address a Delete asks about, until the shopper answers. */
    confirming,
    /** A card's Delete: asks before anything is removed. */
    askToRemove: setConfirming,
    /** The shopper kept the address. */
    keepAddress: () => setConfirming(null),
    deletingId,
    formVersion,
    allowSubmit,
    save,
    remove,
  };
}
