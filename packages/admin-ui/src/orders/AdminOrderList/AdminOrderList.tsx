import { type Order, shortOrderId } from '@atelier/api-client';
import { Checkbox, VisuallyHidden } from '@atelier/shop-ui';
import { useCallback, useMemo, useRef } from 'react';
import {
  GridList,
  GridListItem,
  type GridListProps,
  ListLayout,
  type Selection,
  Virtualizer,
} from 'react-aria-components';
import { css, styled } from 'styled-components';
import { cardCollection, cardItem, VIRTUALIZE_THRESHOLD } from '../../shared/cardCollection';
import { AdminOrderCard } from '../AdminOrderCard';

// The virtualizer positions rows itself, in CSS pixels; the height is a first estimate and each
// card is measured once rendered.
const LAYOUT_OPTIONS = { estimatedRowSize: 220, gap: 16 } as const;

export interface AdminOrderListProps
  extends Omit<
    GridListProps<Order>,
    | 'items'
    | 'children'
    | 'layout'
    | 'onAction'
    | 'selectionMode'
    | 'selectedKeys'
    | 'onSelectionChange'
  > {
  /** The orders, in display order. */
  orders: readonly Order[];
  /** Accessible name of the list. */
  'aria-label': string;
  /** A card's 'View Details' was pressed, or the card was activated (Enter, click). */
  onViewDetails: (order: Order) => void;
  /** Window the list; by default lists longer than `VIRTUALIZE_THRESHOLD` are. */
  virtualized?: boolean;
  /** Ids of the ticked orders (with `onSelectedChange`, each card has a tick box). */
  selected?: ReadonlySet<string>;
  /** The ticked orders changed: ids of every ticked order of the list. */
  onSelectedChange?: (ids: Set<string>) => void;
}

const StyledList = styled(GridList<Order>)<{ $virtualized: boolean }>`
  ${cardCollection(
    (theme) => css`
      display: grid;
      gap: ${theme.space.md};
    `,
  )}
`;

const Item = styled(GridListItem<Order>)`
  ${cardItem}
`;

/**
 * Orders as an ARIA grid of cards, one per row: arrow keys move between orders, Tab reaches
 * 'View Details', Enter opens the order. Long lists are windowed; the focused row stays rendered.
 * With a selection, each card has a tick box: Space ticks the focused order, Ctrl+A all of them;
 * while any is ticked, pressing a card ticks it too (react-aria's toggle behaviour) and
 * 'View Details' still opens it.
 */
export function AdminOrderList({
  orders,
  onViewDetails,
  virtualized = orders.length > VIRTUALIZE_THRESHOLD,
  selected,
  onSelectedChange,
  ...props
}: AdminOrderListProps) {
  const byId = useMemo(() => new Map(orders.map((order) => [order._id, order])), [orders]);
  const latest = useRef(onViewDetails);
  latest.current = onViewDetails;
  const open = useCallback((order: Order) => latest.current(order), []);
  const selectable = onSelectedChange !== undefined;
  const selection = selectable
    ? {
        selectionMode: 'multiple' as const,
        selectionBehavior: 'toggle' as const,
        selectedKeys: selected ?? new Set<string>(),
        onSelectionChange: (keys: Selection) =>
          onSelectedChange(keys === 'all' ? new Set(byId.keys()) : new Set([...keys].map(String))),
      }
    : {};

  const list = (
    <StyledList
      {...props}
      {...selection}
      $virtualized={virtualized}
      layout="stack"
      items={orders}
      dependencies={[open, selectable]}
      onAction={(key) => {
        const order = byId.get(String(key));
        if (order) open(order);
      }}
    >
      {(order) => (
        <Item id={order._id} textValue={`Order #${shortOrderId(order._id, 'admin')}`}>
          <AdminOrderCard
            order={order}
            onViewDetails={open}
            {...(selectable
              ? {
                  selection: (
                    <Checkbox slot="selection">
                      <VisuallyHidden>Select</VisuallyHidden>
                    </Checkbox>
                  ),
                }
              : {})}
          />
        </Item>
      )}
    </StyledList>
  );
  if (!virtualized) return list;
  return (
    <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
      {list}
    </Virtualizer>
  );
}
