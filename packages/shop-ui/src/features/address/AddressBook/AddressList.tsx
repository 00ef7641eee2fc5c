import type { Address } from '@atelier/api-client';
import { styled } from 'styled-components';
import { RadioGroup } from '../../../primitives/RadioGroup';
import { AddressCard } from '../AddressCard';

export interface AddressListProps {
  /** The saved addresses, at most three. */
  addresses: readonly Address[];
  /** Let the shopper choose one address (radio semantics). */
  selectable?: boolean;
  /** The chosen address id when selectable. */
  selectedId?: string | null;
  /** Called with the address the shopper chose. */
  onSelect?: (address: Address) => void;
  /** The address loaded in the form for editing. */
  editingId?: string | null;
  /** The address being deleted. */
  deletingId?: string | null;
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Saved addresses as cards; when selectable the cards form one radio group. */
export function AddressList({
  addresses,
  selectable = false,
  selectedId = null,
  onSelect,
  editingId = null,
  deletingId = null,
  onEdit,
  onDelete,
}: AddressListProps) {
  if (addresses.length === 0) return <Empty>No saved addresses yet.</Empty>;

  const list = (
    <List>
      {addresses.map((address) => (
        <li key={address._id}>
          <AddressCard
            address={address}
            selectable={selectable}
            isSelected={selectable && address._id === selectedId}
            isEditing={address._id === editingId}
            isDeleting={address._id === deletingId}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </li>
      ))}
    </List>
  );
  if (!selectable) return list;

  return (
    <RadioGroup
      label="Choose a delivery address"
      value={selectedId}
      onChange={(id) => {
        const chosen = addresses.find((address) => address._id === id);
        if (chosen) onSelect?.(chosen);
      }}
    >
      {list}
    </RadioGroup>
  );
}
