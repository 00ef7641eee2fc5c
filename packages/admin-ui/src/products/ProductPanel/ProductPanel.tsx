import {
  type Category,
  type Product,
  type ProductInput,
  parseStock,
  type SizeInput,
} from '@atelier/api-client';
import { Button, Sheet, Tab, TabList, TabPanel, Tabs } from '@atelier/shop-ui';
import { type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';
import { BasicInfoFields } from '../BasicInfoFields';
import { ColoursEditor } from '../ColoursEditor';
import {
  isProductFormComplete,
  missingFieldLabels,
  newColourDraft,
  picturesForColours,
  productFieldErrors,
  sizeDraftError,
  sizeStockSum,
  toColours,
  toProductInput,
} from '../form';
import { PicturesEditor } from '../PicturesEditor';
import { SizesEditor } from '../SizesEditor';
import { type ProductPanelTab, useProductPanelState } from './useProductPanelState';

/** Edit mode's size calls (the sizes endpoints); each resolves true when the server agreed. */
export interface ProductSizeActions {
  add: (size: SizeInput) => Promise<boolean>;
  updateStock: (sizeId: string, stock: number) => Promise<boolean>;
  remove: (sizeId: string) => Promise<boolean>;
  /** Size ids with a call in flight. */
  pendingIds: ReadonlySet<string>;
  /** An add is in flight. */
  isAdding: boolean;
}

export interface ProductPanelProps {
  /** Whether the panel is shown. */
  isOpen: boolean;
  /** Close (Cancel, Close, Escape) or open. Closing and opening again starts a fresh form. */
  onOpenChange: (isOpen: boolean) => void;
  /** Edit mode when given: the product as the server has it now (sizes refresh after each call). */
  product?: Product | null;
  /** 'Add' or 'Edit' was pressed with a complete form; the panel stays open until closed. */
  onSubmit: (input: ProductInput) => void;
  /** The add or edit call is running. */
  isSubmitting?: boolean;
  /** Uploads an image and resolves with its URL. */
  uploadImage: (file: File) => Promise<string>;
  /** Edit mode: sizes change through the sizes endpoints, one call per change. */
  sizeActions?: ProductSizeActions;
  /** The backend has extension `product-colours`: a Pictures tab, and colours by size. */
  offersColours?: boolean;
  /**
   * The editor of the chosen category's size guide (extension `size-guides`), shown in a tab
   * of its own; no tab without it.
   */
  renderSizeGuide?: (category: Category) => ReactNode;
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

const Hint = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The side panel that adds or edits a product, with tabs Basic Info and Sizes & Stock. Add and
 * Edit stay disabled until every rule of spec section 5 holds; a line above them says what is
 * still missing. In add mode the sizes travel with the new product; in edit mode each size change
 * is its own call, and saving the product sends its sizes along so none is ever lost.
 */
export function ProductPanel({
  isOpen,
  onOpenChange,
  product,
  onSubmit,
  isSubmitting = false,
  uploadImage,
  sizeActions,
  offersColours = false,
  renderSizeGuide,
}: ProductPanelProps) {
  const form = useProductPanelState(isOpen, product);
  const [isUploading, setUploading] = useState(false);
  const hintId = useId();
  const { values, sizes, colours, pictures, isEditMode } = form;
  const sizeNames = sizes.map((entry) => entry.size);

  const allErrors = productFieldErrors(values);
  const shownErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => form.touched.has(field as keyof typeof values)),
  );
  const complete = isProductFormComplete(values, sizes);
  const missing = missingFieldLabels(values);
  const hint = complete
    ? null
    : missing.length > 0
      ? `Still needed: ${missing.join(', ')}.`
      : sizes.some((entry) => sizeDraftError(entry))
        ? 'Every size needs a stock (Sizes & Stock tab).'
        : null;

  // Colours and the gallery go with a save only when the admin changed them (or adds a product
  // with them): otherwise the server keeps its own, changed meanwhile by size calls and orders.
  const productInput = () => {
    const input = toProductInput(values, sizes);
    if (!offersColours) return input;
    return {
      ...input,
      ...(form.coloursChanged ? { colours: toColours(colours, sizeNames) } : {}),
      ...(form.picturesChanged || form.coloursChanged
        ? { pictures: picturesForColours(pictures, colours) }
        : {}),
    };
  };

  const addSize = async () => {
    const input = { size: form.newSize.size.trim(), stock: parseStock(form.newSize.stock) };
    if (!sizeActions) return form.addDraft();
    if (await sizeActions.add(input)) form.clearNewSize();
  };

  return (
    <Sheet
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      side="right"
      title={isEditMode ? 'Edit Product' : 'Add New Product'}
      // A stray click outside must not throw away a half-typed product.
      isDismissable={false}
      footer={
        <Footer>
          {hint && <Hint id={hintId}>{hint}</Hint>}
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            isDisabled={!complete || isUploading}
            isPending={isSubmitting}
            aria-describedby={hint ? hintId : undefined}
            onPress={() => onSubmit(productInput())}
          >
            {isEditMode ? 'Edit' : 'Add'}
          </Button>
        </Footer>
      }
    >
      <Tabs selectedKey={form.tab} onSelectionChange={(key) => form.setTab(key as ProductPanelTab)}>
        <TabList aria-label="Product details">
          <Tab id="basic">Basic Info</Tab>
          {offersColours && <Tab id="pictures">Pictures</Tab>}
          <Tab id="sizes">Sizes &amp; Stock</Tab>
          {renderSizeGuide && <Tab id="sizeGuide">Size Guide</Tab>}
        </TabList>
        <TabPanel id="basic">
          <BasicInfoFields
            values={values}
            errors={shownErrors}
            onChange={form.setField}
            onBlur={form.touch}
            uploadImage={uploadImage}
            isEditMode={isEditMode}
            sizeStockSum={sizeStockSum(sizes)}
            onUploadingChange={setUploading}
          />
        </TabPanel>
        {offersColours && (
          <TabPanel id="pictures">
            <PicturesEditor
              pictures={pictures}
              onChange={form.setPictures}
              colours={colours.map((colour) => colour.name)}
              upload={uploadImage}
              onUploadingChange={setUploading}
            />
          </TabPanel>
        )}
        <TabPanel id="sizes">
          <SizesEditor
            stockFromColours={form.stockFromColours}
            rows={sizes.map((entry) => ({
              ...entry,
              savedStock: product?.sizes.find((size) => size._id === entry._id)?.stock,
            }))}
            newSize={form.newSize}
            onNewSizeChange={form.setNewSize}
            onAdd={() => void addSize()}
            onStockChange={form.setStock}
            onRemove={(key) => {
              if (sizeActions) void sizeActions.remove(key);
              else form.removeDraft(key);
            }}
            onSaveStock={
              sizeActions
                ? async (key) => {
                    const typed = sizes.find((entry) => entry.key === key)?.stock ?? '';
                    if (await sizeActions.updateStock(key, parseStock(typed))) {
                      form.forgetStockEdit(key);
                    }
                  }
                : undefined
            }
            pendingKeys={sizeActions?.pendingIds}
            isAdding={sizeActions?.isAdding}
          />
          {offersColours && (
            <ColoursEditor
              colours={colours}
              sizes={sizeNames}
              onChange={form.setColours}
              onAdd={(name, swatch) => form.setColours([...colours, newColourDraft(name, swatch)])}
            />
          )}
        </TabPanel>
        {renderSizeGuide && (
          <TabPanel id="sizeGuide">
            {values.category ? (
              renderSizeGuide(values.category)
            ) : (
              <Hint>Choose a category in Basic Info to edit its size guide.</Hint>
            )}
          </TabPanel>
        )}
      </Tabs>
    </Sheet>
  );
}
