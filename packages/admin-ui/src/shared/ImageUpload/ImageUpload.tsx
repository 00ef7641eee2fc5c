import { VALIDATION } from '@atelier/api-client';
import { Button, fieldRoot, Spinner } from '@atelier/shop-ui';
import { type DragEvent, useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { styled } from 'styled-components';
import { UploadIcon } from '../../icons';
import { type ImageSource, INVALID_IMAGE_ALERT, isImageFile } from './imageFile';

export interface ImageUploadProps {
  /** Visible label of the control, e.g. 'Upload Image'. */
  label: string;
  /** The uploaded image's URL; '' when there is none yet. */
  imageUrl: string;
  /** A new image finished uploading (its URL), or the image was removed (''). */
  onImageUrlChange: (url: string) => void;
  /** Uploads the file and resolves with its URL; rejects when the upload fails. */
  upload: (file: File) => Promise<string>;
  /** Uploading is switched off (the product form's edit mode); the image is only shown. */
  isDisabled?: boolean;
  /** Said under the control while it is disabled. */
  disabledReason?: string;
  /** Reports when an upload starts and ends, e.g. to hold the form's submit button meanwhile. */
  onUploadingChange?: (isUploading: boolean) => void;
  /** Alternative text of the preview. */
  previewAlt?: string;
}

// Laid out and labelled like shop-ui's form fields, which it sits among.
const Root = styled.div`
  ${fieldRoot}
  min-width: 0;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Zone = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.focusRing};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Preview = styled.figure`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  min-width: 0;
`;

const Thumb = styled.img`
  width: 5rem;
  height: 5rem;
  flex-shrink: 0;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Caption = styled.figcaption`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Image upload by file picker or drag and drop (spec section 5): a file that is not an image is
 * refused with the browser alert the spec names ('Please select a valid image file' from the
 * picker, 'Please drop a valid image file' from a drop), a spinner shows while the upload runs,
 * and a failed upload alerts 'Failed to upload image' and keeps whatever image was there.
 *
 * The drop area takes files dragged in from the desktop with the browser's own drag events;
 * keyboard and screen-reader users choose the file with the button inside it. (react-aria's
 * DropZone would add its drag-and-drop manager and every locale's strings, some 20 KiB gzip, for
 * drags between react-aria collections that an upload never receives.)
 */
export function ImageUpload({
  label,
  imageUrl,
  onImageUrlChange,
  upload,
  isDisabled = false,
  disabledReason,
  onUploadingChange,
  previewAlt = 'The uploaded image',
}: ImageUploadProps) {
  const labelId = useId();
  const hintId = useId();
  const [isUploading, setUploading] = useState(false);

  const accept = async (file: File | undefined, source: ImageSource) => {
    if (!file) return;
    if (!isImageFile(file)) {
      window.alert(INVALID_IMAGE_ALERT[source]);
      return;
    }
    setUploading(true);
    onUploadingChange?.(true);
    try {
      onImageUrlChange(await upload(file));
    } catch {
      window.alert(VALIDATION.imageUploadFailed);
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  };

  const blocked = isDisabled || isUploading;
  const [isDropTarget, setDropTarget] = useState(false);
  // Every drag event must be cancelled for the browser to allow a drop, and not open the file.
  const over = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    if (!blocked) setDropTarget(true);
  };
  return (
    <Root role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Zone
        data-drop-target={isDropTarget || undefined}
        data-disabled={blocked || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            setDropTarget(false);
          }
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDropTarget(false);
          if (!blocked) void accept(event.dataTransfer.files[0], 'drop');
        }}
      >
        <UploadIcon size="2em" />
        <Hint id={hintId}>
          {isDisabled
            ? (disabledReason ?? 'Uploading is switched off here.')
            : 'Drag and drop an image here, or choose one.'}
        </Hint>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          onSelect={(files) => void accept(files?.[0], 'picker')}
        >
          <Button variant="secondary" size="sm" isDisabled={blocked} aria-describedby={hintId}>
            Choose image
          </Button>
        </FileTrigger>
      </Zone>
      {isUploading && <Spinner label="Uploading image…" showLabel size="sm" />}
      {imageUrl && !isUploading && (
        <Preview>
          <Thumb src={imageUrl} alt={previewAlt} />
          <Caption>
            {isDisabled ? 'Current image' : 'Image uploaded'}
            {!isDisabled && (
              <Button variant="ghost" size="sm" onPress={() => onImageUrlChange('')}>
                Remove image
              </Button>
            )}
          </Caption>
        </Preview>
      )}
    </Root>
  );
}
