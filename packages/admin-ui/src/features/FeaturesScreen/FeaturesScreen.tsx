import type { FeatureImage } from '@atelier/api-client';
import { useAdminProductActions, useFeatureActions, useFeatures } from '@atelier/api-client/swr';
import { useAction } from '@atelier/shop-ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { featureImageName } from '../FeatureImageList';
import { FeaturesView } from '../FeaturesView';

/**
 * /admin/features, connected: the images from `useFeatures`, changes through
 * `useFeatureActions` (the home carousel reads the same key, so it shows the change), uploads
 * through the product image endpoint as the spec's feature images do.
 */
export function FeaturesScreen() {
  const { data, error, isLoading, mutate } = useFeatures({ keepPreviousData: true });
  const features = useFeatureActions();
  const { uploadImage } = useAdminProductActions();
  const [toDelete, setToDelete] = useState<{
    isOpen: boolean;
    image: FeatureImage | null;
    position: number;
  }>({ isOpen: false, image: null, position: 0 });

  const add = useAction((image: string) => features.add(image), {
    successToast: (response) => response.message ?? 'Feature image added successfully',
  });
  const remove = useAction((image: FeatureImage) => features.remove(image._id), {
    successToast: (response) => response.message ?? 'Feature image deleted successfully',
  });

  return (
    <>
      <FeaturesView
        images={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        uploadImage={async (file) => (await uploadImage(file, file.name)).result.url}
        onAdd={async (image) => (await add.run(image)).status === 'success'}
        isAdding={add.isPending}
        onDelete={(image, position) => setToDelete({ isOpen: true, image, position })}
      />
      <ConfirmDialog
        isOpen={toDelete.isOpen}
        onCancel={() => setToDelete((current) => ({ ...current, isOpen: false }))}
        title="Delete this feature image?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={async () => {
          if (!toDelete.image) return;
          const outcome = await remove.run(toDelete.image);
          if (outcome.status === 'success') {
            setToDelete((current) => ({ ...current, isOpen: false }));
          }
        }}
      >
        {toDelete.image && (
          <p>
            {`${featureImageName(toDelete.position, data?.length ?? toDelete.position)} leaves the homepage carousel.`}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
