import type { Category, SizeGuide } from '@atelier/api-client';
import { useAdminSizeGuideActions, useSizeGuide } from '@atelier/api-client/swr';
import { Spinner, useAction } from '@atelier/shop-ui';
import { SizeGuideEditor } from './SizeGuideEditor';

export interface CategorySizeGuideProps {
  /** The category chosen in the product form. */
  category: Category;
}

const serverMessage = (response: { message: string }) => response.message;

/** Extension `size-guides`: the editor, with the category's guide from the server. */
export function CategorySizeGuide({ category }: CategorySizeGuideProps) {
  const { data: guide, isLoading } = useSizeGuide(category);
  const actions = useAdminSizeGuideActions();
  const save = useAction(
    (guide: Pick<SizeGuide, 'measurements' | 'rows'>) => actions.save(category, guide),
    { successToast: serverMessage },
  );
  const remove = useAction(() => actions.remove(category), { successToast: serverMessage });

  if (isLoading || guide === undefined) return <Spinner label="Loading size guide" />;
  return (
    <SizeGuideEditor
      // A fresh draft per category: switching category never carries a half-typed table over.
      key={category}
      category={category}
      guide={guide}
      onSave={async (next) => (await save.run(next)).status === 'success'}
      onRemove={() => void remove.run()}
      isSaving={save.isPending}
      isRemoving={remove.isPending}
    />
  );
}
