import type { Address } from '@atelier/api-client';
import { useAddresses } from '@atelier/api-client/swr';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { PlusIcon } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { Skeleton } from '../../../primitives/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { AddressForm } from '../AddressForm';
import { AddressList } from './AddressList';
import { useAddressEditor } from './useAddressEditor';

// The question before a delete loads the first time a shopper presses Delete.
const DeleteAddressDialog = lazy(() =>
  import('../DeleteAddressDialog').then((module) => ({ default: module.DeleteAddressDialog })),
);

export interface AddressBookProps {
  /** Whose addresses to show and change. */
  userId: string;
  /** Let the shopper choose one address, as at checkout. */
  selectable?: boolean;
  /** The chosen address id when selectable. */
  selectedId?: string | null;
  /** Called with the address the shopper chose. */
  onSelect?: (address: Address) => void;
  /** Heading level of the form title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
`;

const AddSlot = styled.div`
  justify-self: start;
`;

/**
 * The user's saved addresses (up to three) and the form to add or edit one, which opens on
 * demand ('Add New Address', a card's Edit) or by itself while there are none. Used at checkout
 * (selectable) and on the account page. A failed load leaves the list empty, as the spec says.
 */
export function AddressBook({
  userId,
  selectable = false,
  selectedId = null,
  onSelect,
  headingLevel = 3,
}: AddressBookProps) {
  const { data: addresses, isLoading } = useAddresses(userId);
  const list = addresses ?? [];
  const editor = useAddressEditor(userId, list.length);
  const addSlot = useRef<HTMLDivElement>(null);
  const isEmpty = !isLoading && list.length === 0;
  const isFormOpen = editor.isAdding || editor.editing !== null || isEmpty;
  // Closing the form (Cancel, or a save) hands the keyboard back to the button that opens it;
  // the page opening with the form closed leaves the focus where the browser put it.
  const formWasOpen = useRef(isFormOpen);
  useEffect(() => {
    const closed = formWasOpen.current && !isFormOpen;
    formWasOpen.current = isFormOpen;
    if (closed && document.activeElement === document.body) {
      addSlot.current?.querySelector('button')?.focus();
    }
  }, [isFormOpen]);

  return (
    <Root>
      {isLoading ? (
        <Loading aria-busy="true">
          <VisuallyHidden>Loading addresses</VisuallyHidden>
          <Skeleton height="10rem" />
          <Skeleton height="10rem" />
        </Loading>
      ) : (
        <AddressList
          addresses={list}
          selectable={selectable}
          selectedId={selectedId}
          onSelect={onSelect}
          editingId={editor.editing?._id ?? null}
          deletingId={editor.deletingId}
          onEdit={editor.startEditing}
          onDelete={editor.askToRemove}
        />
      )}
      {editor.confirming && (
        <Suspense fallback={null}>
          <DeleteAddressDialog
            address={editor.confirming}
            onCancel={editor.keepAddress}
            onConfirm={editor.remove}
          />
        </Suspense>
      )}
      {isFormOpen ? (
        <AddressForm
          resetKey={editor.formVersion}
          mode={editor.editing ? 'edit' : 'add'}
          initialValues={editor.editing ?? undefined}
          onBeforeSubmit={editor.allowSubmit}
          onSubmit={editor.save}
          // With no address yet the form is the only way forward, so it has nothing to cancel.
          onCancel={isEmpty && !editor.editing ? undefined : editor.cancelEditing}
          isPending={editor.saving}
          headingLevel={headingLevel}
          // Opened by a press: the keyboard goes to the first field.
          autoFocus={editor.isAdding || editor.editing !== null}
        />
      ) : (
        !isLoading && (
          <AddSlot ref={addSlot}>
            <Button variant="secondary" onPress={editor.startAdding}>
              <PlusIcon />
              Add New Address
            </Button>
          </AddSlot>
        )
      )}
    </Root>
  );
}
