import { type ProductPicture, VALIDATION } from '@atelier/api-client';
import {
  Button,
  IconButton,
  Select,
  Spinner,
  TextField,
  TrashIcon,
  VisuallyHidden,
} from '@atelier/shop-ui';
import { type DragEvent, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { styled } from 'styled-components';
import { isImageFile } from '../../shared/ImageUpload/imageFile';
import { movePicture } from '../form';

export interface PicturesEditorProps {
  /** The gallery in its order; the first is the cover (the product's `image`). */
  pictures: readonly ProductPicture[];
  onChange: (pictures: ProductPicture[]) => void;
  /** The product's colour names, to say which one a picture shows; empty without colours. */
  colours: readonly string[];
  /** Uploads one image and resolves with its URL. */
  upload: (file: File) => Promise<string>;
  /** Reports when uploads start and end, so the form waits for them. */
  onUploadingChange?: (isUploading: boolean) => void;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: grab;
`;

const Caption = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ANY_COLOUR = 'any';

/**
 * The gallery of a product (extension `product-colours`): several pictures uploaded at once
 * (the spec's image checks and alerts), each with its alt text and the colour it shows; reordered
 * by dragging or by the Earlier / Later buttons; the first is the cover. Native drag events,
 * not react-aria's drag and drop: its collections do not take text fields inside their items.
 */
export function PicturesEditor({
  pictures,
  onChange,
  colours,
  upload,
  onUploadingChange,
}: PicturesEditorProps) {
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const addFiles = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const images = chosen.filter(isImageFile);
    if (images.length < chosen.length) window.alert(VALIDATION.invalidImagePicked);
    if (images.length === 0) return;
    setUploading(images.length);
    onUploadingChange?.(true);
    const settled = await Promise.allSettled(images.map((file) => upload(file)));
    setUploading(0);
    onUploadingChange?.(false);
    const added = settled.flatMap((result) =>
      result.status === 'fulfilled' ? [{ url: result.value, alt: '' }] : [],
    );
    if (added.length < images.length) window.alert(VALIDATION.imageUploadFailed);
    if (added.length > 0) {
      onChange([...pictures, ...added]);
      setAnnouncement(`${added.length} ${added.length === 1 ? 'picture' : 'pictures'} added`);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= pictures.length || from === to) return;
    onChange(movePicture(pictures, from, to));
    setAnnouncement(
      to === 0
        ? `Picture ${from + 1} is the cover now`
        : `Picture ${from + 1} moved to place ${to + 1} of ${pictures.length}`,
    );
  };
  const update = (index: number, patch: Partial<ProductPicture>) =>
    onChange(pictures.map((picture, i) => (i === index ? { ...picture, ...patch } : picture)));
  const remove = (index: number) => {
    onChange(pictures.filter((_, i) => i !== index));
    setAnnouncement(`Picture ${index + 1} deleted`);
  };
  const colourOptions = [
    { id: ANY_COLOUR, label: 'Every colour' },
    ...colours.map((name) => ({ id: name, label: name })),
  ];
  // The picture is the handle: a drag that starts in a text field selects text instead.
  const handleProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      setDragged(index);
    },
  });
  const dropProps = (index: number) => ({
    'data-drop-target': dropTarget === index || undefined,
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      setDropTarget(index);
    },
    onDragEnd: () => {
      setDragged(null);
      setDropTarget(null);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
      setDropTarget(null);
    },
  });

  return (
    <Root>
      <Muted>
        The first picture is the cover, shown on cards and in the cart. Drag a picture, or use
        Earlier and Later, to change the order.
      </Muted>
      <div>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(files) => void addFiles(files)}
        >
          <Button variant="secondary" isDisabled={uploading > 0}>
            Add pictures
          </Button>
        </FileTrigger>
      </div>
      {uploading > 0 && (
        <Spinner
          label={`Uploading ${uploading} ${uploading === 1 ? 'picture' : 'pictures'}…`}
          showLabel
          size="sm"
        />
      )}
      {pictures.length === 0 ? (
        <Muted>No pictures yet.</Muted>
      ) : (
        <List aria-label="Pictures">
          {pictures.map((picture, index) => {
            const name = `picture ${index + 1}`;
            return (
              <Item key={picture.url} {...dropProps(index)}>
                <Thumb
                  src={picture.url}
                  alt={picture.alt || `Picture ${index + 1}`}
                  {...handleProps(index)}
                />
                <Caption>{index === 0 ? `Picture 1 (cover)` : `Picture ${index + 1}`}</Caption>
                <TextField
                  label={`Alt text of ${name}`}
                  description="What it shows, for people who cannot see it"
                  value={picture.alt}
                  onChange={(alt) => update(index, { alt })}
                  maxLength={300}
                />
                {colours.length > 0 && (
                  <Select<string>
                    label={`Colour of ${name}`}
                    options={colourOptions}
                    selectedKey={picture.colour ?? ANY_COLOUR}
                    onSelectionChange={(key) =>
                      update(index, { colour: key === ANY_COLOUR ? undefined : key })
                    }
                  />
                )}
                <Actions>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={index === 0}
                    aria-label={`Make cover, ${name}`}
                    onPress={() => move(index, 0)}
                  >
                    Make cover
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={index === 0}
                    aria-label={`Move ${name} earlier`}
                    onPress={() => move(index, index - 1)}
                  >
                    Earlier
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={index === pictures.length - 1}
                    aria-label={`Move ${name} later`}
                    onPress={() => move(index, index + 1)}
                  >
                    Later
                  </Button>
                  <IconButton
                    label={`Delete ${name}`}
                    variant="secondary"
                    onPress={() => remove(index)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Root>
  );
}
