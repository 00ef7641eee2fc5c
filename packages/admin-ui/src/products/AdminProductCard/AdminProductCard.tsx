import type { Product } from '@atelier/api-client';
import { Badge, Button, Card, EditIcon, TrashIcon } from '@atelier/shop-ui';
import { cardBadge, ProductPrice } from '@atelier/shop-ui/screens';
import { type HTMLAttributes, useId } from 'react';
import { styled } from 'styled-components';

export interface AdminProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The product to show. */
  product: Product;
  /** 'Edit' was pressed. */
  onEdit: (product: Product) => void;
  /** 'Delete' was pressed (the screen asks for confirmation). */
  onDelete: (product: Product) => void;
  /** Heading level of the title, one below the page's heading. */
  headingLevel?: 2 | 3;
}

const Root = styled(Card)`
  height: 100%;
  gap: 0;
`;

// Fixed before the picture arrives (the windowed grid measures a card once), and framed as the
// shop's cards frame it (4:5, filled), so the admin sees what shoppers will.
const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const BadgeSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Stock = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  & > * {
    flex: 1;
  }
`;

/** A product in the back office: image, title, prices, total stock, stock badge, Edit, Delete. */
export function AdminProductCard({
  product,
  onEdit,
  onDelete,
  headingLevel = 2,
  ...props
}: AdminProductCardProps) {
  const titleId = useId();
  const badge = cardBadge(product);
  return (
    <Root as="article" padding="none" {...props}>
      <Media>
        <Image src={product.image} alt={product.title} loading="lazy" decoding="async" />
        {badge && (
          <BadgeSlot>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </BadgeSlot>
        )}
      </Media>
      <Body>
        <Title as={`h${headingLevel}`} id={titleId}>
          {product.title}
        </Title>
        <ProductPrice price={product.price} salePrice={product.salePrice} />
        <Stock>{`Total stock: ${product.totalStock}`}</Stock>
      </Body>
      <Actions>
        <Button variant="secondary" aria-describedby={titleId} onPress={() => onEdit(product)}>
          <EditIcon />
          Edit
        </Button>
        <Button variant="secondary" aria-describedby={titleId} onPress={() => onDelete(product)}>
          <TrashIcon />
          Delete
        </Button>
      </Actions>
    </Root>
  );
}
