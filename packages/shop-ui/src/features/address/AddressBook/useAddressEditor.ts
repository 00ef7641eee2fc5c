import {
  type Address,
  type AddressFields,
  addressLimitError,
  CONFIRMATIONS,
  isApiError,
} from '@atelier/api-client';
import { useAddressActions } from '@atelier/api-client/swr';
import { useState } from 'react';
import { useToast } from '../../../primitives/Toast';

const failureMessage = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/**
 * The address book's writes: add (refused client-side at the limit), edit, delete, each with
 * the spec's confirmation or the server's message in a destructive toast.
 */
export function useAddressEditor(userId: string, addressCount: number) {
  const actions = useAddressActions(userId);
  const { toast } = useToast();
  const [editing, setEditing] = useState<Address | null>(null);
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Changes after every save and on every switch of address, so the form reloads its fields.
  const [formVersion, setFormVersion] = useState(0);

  const fail = (error: unknown, fallback: string) =>
    toast({ title: failureMessage(error, fallback), variant: 'destructive' });

  /** The add-mode gate: a fourth address is refused before any request. */
  const allowSubmit = () => {
    if (editing) return true;
    const limit = addressLimitError(addressCount);
    if (limit) toast({ title: limit, variant: 'destructive' });
    return !limit;
  };

  const save = async (fields: AddressFields) => {
    setSaving(true);
    try {
      if (editing) {
        await actions.update(editing._id, fields);
        toast({ title: CONFIRMATIONS.addressUpdated });
      } else {
        await actions.add(fields);
        toast({ title: CONFIRMATIONS.addressAdded });
      }
      setEditing(null);
      setFormVersion((version) => version + 1);
    } catch (error) {
      fail(error, editing ? 'Failed to update address' : 'Failed to add address');
    } finally {
      setSaving(false);
    }
  };

  const remove = async (address: Address) => {
    if (deletingId) return;
    setDeletingId(address._id);
    try {
      await actions.remove(address._id);
      toast({ title: CONFIRMATIONS.addressDeleted });
      if (editing?._id === address._id) {
        setEditing(null);
        setFormVersion((version) => version + 1);
      }
    } catch (error) {
      fail(error, 'Failed to delete address');
    } finally {
      setDeletingId(null);
    }
  };

  return {
    editing,
    startEditing: (address: Address) => {
      setEditing(address);
      setFormVersion((version) => version + 1);
    },
    cancelEditing: () => {
      setEditing(null);
      setFormVersion((version) => version + 1);
    },
    saving,
    deletingId,
    formVersion,
    allowSubmit,
    save,
    remove,
  };
}
