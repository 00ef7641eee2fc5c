import { EMPTY_STATES, type FeatureImage } from '@atelier/api-client';
import { Button, EmptyState, TrashIcon } from '@atelier/shop-ui';
import { styled } from 'styled-components';

export interface FeatureImageListProps {
  /** The homepage carousel's images, in carousel order. */
  images: readonly FeatureImage[];
  /** An image's Delete was pressed. */
  onDelete: (image: FeatureImage, position: number) => void;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 6;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const featureImageName = (position: number, count: number) =>
  `Feature image ${position} of ${count}`;

/** The feature images with a Delete each; 'No images available' when there are none. */
export function FeatureImageList({ images, onDelete }: FeatureImageListProps) {
  if (images.length === 0) return <EmptyState title={EMPTY_STATES.featureImages} />;
  return (
    <List aria-label="Feature images">
      {images.map((image, index) => {
        const name = featureImageName(index + 1, images.length);
        return (
          <Item key={image._id}>
            <Picture src={image.image} alt={name} loading="lazy" decoding="async" />
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Delete ${name}`}
              onPress={() => onDelete(image, index + 1)}
            >
              <TrashIcon />
              Delete
            </Button>
          </Item>
        );
      })}
    </List>
  );
}
