import { type CartItem, formatMoney, lineTotal, unitPrice } from '@atelier/api-client';
import { styled } from 'styled-components';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../icons';
import { IconButton } from '../../../primitives/IconButton';

export interface CartItemRowProps {
  /** The cart line. */
  item: CartItem;
  /** Asks for one more unit; the caller checks the size's stock. */
  onIncrease: () => void;
  /** Asks for one unit fewer; not offered at quantity 1. */
  onDecrease: () => void;
  /** Removes the line from the cart. */
  onRemove: () => void;
  /** A change of this line is on its way to the server; the row reports itself busy. */
  isPending?: boolean;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Thumb = styled.img`
  width: 4.5rem;
  height: 4.5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Quantity = styled.span`
  min-width: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
`;

const LineTotal = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** One cart line: picture, title, size, unit price, quantity stepper, line total and remove. */
export function CartItemRow({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  isPending = false,
}: CartItemRowProps) {
  const colour = item.selectedColour ? `, ${item.selectedColour}` : '';
  const name = `${item.title}, size ${item.selectedSize}${colour}`;
  return (
    <Row aria-busy={isPending || undefined}>
      <Thumb src={item.image} alt="" width={72} height={72} loading="lazy" />
      <Info>
        <Title>{item.title}</Title>
        <Meta>
          Size: {item.selectedSize}
          {item.selectedColour && ` · Colour: ${item.selectedColour}`}
        </Meta>
        <Meta>{formatMoney(unitPrice(item))} each</Meta>
        <Stepper role="group" aria-label={`Quantity of ${name}`}>
          <IconButton
            label={`Decrease quantity of ${name}`}
            variant="secondary"
            size="sm"
            isDisabled={item.quantity <= 1}
            onPress={onDecrease}
          >
            <MinusIcon />
          </IconButton>
          <Quantity>{item.quantity}</Quantity>
          <IconButton
            label={`Increase quantity of ${name}`}
            variant="secondary"
            size="sm"
            onPress={onIncrease}
          >
            <PlusIcon />
          </IconButton>
        </Stepper>
      </Info>
      <Side>
        <LineTotal>{formatMoney(lineTotal(item))}</LineTotal>
        <IconButton label={`Remove ${name}`} size="sm" onPress={onRemove}>
          <TrashIcon />
        </IconButton>
      </Side>
    </Row>
  );
}
