import type { Address } from '@atelier/api-client';
import { useId } from 'react';
import { css, styled } from 'styled-components';
import { EditIcon, TrashIcon } from '../../../icons';
import { Button } from '../../../primitives/Button';
import { Radio } from '../../../primitives/RadioGroup';

export interface AddressCardProps {
  /** The saved address to show. */
  address: Address;
  /** Render the address as a radio choice; the card must then sit inside a RadioGroup. */
  selectable?: boolean;
  /** Marks the card chosen (styling only; the radio's checked state comes from its group). */
  isSelected?: boolean;
  /** This address is loaded in the form for editing. */
  isEditing?: boolean;
  /** A delete request for this address is in flight. */
  isDeleting?: boolean;
  /** Shows the Edit button. */
  onEdit?: (address: Address) => void;
  /** Shows the Delete button. */
  onDelete?: (address: Address) => void;
}

const Root = styled.article<{ $highlighted: boolean; $selectable: boolean }>`
  position: relative;
  cursor: ${({ $selectable }) => ($selectable ? 'pointer' : 'auto')};
  ${({ theme, $highlighted, $selectable }) =>
    $selectable &&
    !$highlighted &&
    css`
      &:hover {
        border-color: ${theme.colors.textMuted};
      }
    `}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $highlighted }) =>
    $highlighted ? `0 0 0 1px ${theme.colors.primary}` : theme.shadows.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  /* Above the choice's stretched hit area, so Edit and Delete stay their own targets. */
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// The radio's label reaches over the whole card: a press anywhere on it chooses the address.
const Choice = styled(Radio)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** One saved address: where, who to call, delivery notes, and its Edit and Delete actions. */
export function AddressCard({
  address,
  selectable = false,
  isSelected = false,
  isEditing = false,
  isDeleting = false,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const titleId = useId();
  // Street and city make the card's name; the details below add what the courier needs.
  const title = `${address.address}, ${address.city}`;
  return (
    <Root aria-labelledby={titleId} $highlighted={isSelected || isEditing} $selectable={selectable}>
      {selectable ? (
        <Choice value={address._id}>
          <span id={titleId}>{title}</span>
        </Choice>
      ) : (
        <Title id={titleId}>{title}</Title>
      )}
      <Details>
        <dt>Pincode</dt>
        <dd>{address.pincode}</dd>
        <dt>Phone</dt>
        <dd>{address.phone}</dd>
        <dt>Notes</dt>
        <dd>{address.notes}</dd>
      </Details>
      {(onEdit || onDelete) && (
        <Actions>
          {onEdit && (
            <Button variant="secondary" size="sm" onPress={() => onEdit(address)}>
              <EditIcon />
              Edit
            </Button>
          )}
          {onDelete && (
            // Quiet beside Edit: deleting is the rarer wish, and it asks before it acts.
            <Button
              variant="ghost"
              size="sm"
              // Disabled, not pending: the card goes away on success, and a pending button's
              // announcement would then point at an element that no longer exists.
              isDisabled={isDeleting}
              onPress={() => onDelete(address)}
            >
              <TrashIcon />
              Delete
            </Button>
          )}
        </Actions>
      )}
    </Root>
  );
}
