import type { FeatureImage } from '@atelier/api-client';
import { Button, Card, Heading, Skeleton } from '@atelier/shop-ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { ImageUpload } from '../../shared/ImageUpload';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { FeatureImageList } from '../FeatureImageList';

export interface FeaturesViewProps {
  /** The carousel's images; undefined until the first load. */
  images: readonly FeatureImage[] | undefined;
  /** The first load is running. */
  isLoading: boolean;
  /** The last load failed. */
  error?: { message: string } | null;
  /** Load again after a failure. */
  onRetry: () => void;
  /** Uploads a picked or dropped image and resolves with its URL. */
  uploadImage: (file: File) => Promise<string>;
  /** 'Add to homepage' was pressed; resolves true once the image is in the carousel. */
  onAdd: (imageUrl: string) => Promise<boolean>;
  /** The add call is running. */
  isAdding?: boolean;
  /** An image's Delete was pressed. */
  onDelete: (image: FeatureImage, position: number) => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * /admin/features without data wiring: upload an image (the product form's rules and alerts),
 * add it to the homepage carousel, and the carousel's images with Delete.
 */
export function FeaturesView({
  images,
  isLoading,
  error,
  onRetry,
  uploadImage,
  onAdd,
  isAdding = false,
  onDelete,
}: FeaturesViewProps) {
  const titleId = useId();
  const uploadId = useId();
  const [imageUrl, setImageUrl] = useState('');
  const [isUploading, setUploading] = useState(false);
  const loading = isLoading && !images;
  return (
    <Root aria-labelledby={titleId}>
      <PageHeader
        title="Feature Images"
        titleId={titleId}
        description="The pictures of the homepage carousel, in the order they rotate."
      />
      <Card as="section" aria-labelledby={uploadId} padding="md">
        <Heading variant="subsection" level={2} id={uploadId}>
          Add a feature image
        </Heading>
        <ImageUpload
          label="Upload Image"
          imageUrl={imageUrl}
          onImageUrlChange={setImageUrl}
          upload={uploadImage}
          onUploadingChange={setUploading}
          previewAlt="The new feature image"
        />
        <Actions>
          <Button
            isDisabled={!imageUrl || isUploading}
            isPending={isAdding}
            onPress={async () => {
              if (await onAdd(imageUrl)) setImageUrl('');
            }}
          >
            Add to homepage
          </Button>
        </Actions>
      </Card>
      <Heading variant="section" level={2}>
        In the carousel
      </Heading>
      {error && <LoadError what="feature images" message={error.message} onRetry={onRetry} />}
      <div aria-busy={loading}>
        {loading ? (
          <Skeleton height="8rem" />
        ) : (
          !error && <FeatureImageList images={images ?? []} onDelete={onDelete} />
        )}
      </div>
    </Root>
  );
}
