import { BRAND_OPTIONS, type Brand, CATEGORY_OPTIONS, type Category } from '@atelier/api-client';
import { Select, TextField } from '@atelier/shop-ui';
import { styled } from 'styled-components';
import { ImageUpload } from '../../shared/ImageUpload';
import type { ProductField, ProductFormValues } from '../form';

export interface BasicInfoFieldsProps {
  /** The form as typed. */
  values: ProductFormValues;
  /** Messages for the fields the admin has left (others stay quiet until touched). */
  errors: Partial<Record<ProductField, string>>;
  /** A field changed. */
  onChange: <F extends ProductField>(field: F, value: ProductFormValues[F]) => void;
  /** The admin left a field: its message may show now. */
  onBlur: (field: ProductField) => void;
  /** Uploads the picked or dropped image and resolves with its URL. */
  uploadImage: (file: File) => Promise<string>;
  /** Edit mode: the image cannot be changed (spec section 5). */
  isEditMode: boolean;
  /** The sizes' stock sum; above 0 it is the total stock, and the field only shows it. */
  sizeStockSum: number;
  /** Reports a running upload, so the form waits for it. */
  onUploadingChange?: (isUploading: boolean) => void;
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;

/** The Basic Info tab of the product panel: image, title, description, category, brand, prices. */
export function BasicInfoFields({
  values,
  errors,
  onChange,
  onBlur,
  uploadImage,
  isEditMode,
  sizeStockSum,
  onUploadingChange,
}: BasicInfoFieldsProps) {
  const text = (field: 'title' | 'description' | 'price' | 'salePrice' | 'totalStock') => ({
    value: values[field],
    onChange: (value: string) => onChange(field, value),
    onBlur: () => onBlur(field),
    errorMessage: errors[field],
  });
  const totalFromSizes = sizeStockSum > 0;
  return (
    <Fields>
      <ImageUpload
        label="Upload Image"
        imageUrl={values.image}
        onImageUrlChange={(url) => {
          onChange('image', url);
          onBlur('image');
        }}
        upload={uploadImage}
        isDisabled={isEditMode}
        disabledReason="The image cannot be changed while editing a product."
        onUploadingChange={onUploadingChange}
        previewAlt={values.title ? `Image of ${values.title}` : 'The product image'}
      />
      <TextField label="Title" placeholder="Enter product title" isRequired {...text('title')} />
      <TextField
        label="Description"
        placeholder="Enter product description"
        multiline
        isRequired
        {...text('description')}
      />
      <Pair>
        <Select<Category>
          label="Category"
          placeholder="Select category"
          options={CATEGORY_OPTIONS}
          selectedKey={values.category || null}
          onSelectionChange={(key) => onChange('category', key)}
          onBlur={() => onBlur('category')}
          errorMessage={errors.category}
          isRequired
        />
        <Select<Brand>
          label="Brand"
          placeholder="Select brand"
          options={BRAND_OPTIONS}
          selectedKey={values.brand || null}
          onSelectionChange={(key) => onChange('brand', key)}
          onBlur={() => onBlur('brand')}
          errorMessage={errors.brand}
          isRequired
        />
      </Pair>
      <Pair>
        <TextField label="Price" inputMode="decimal" isRequired {...text('price')} />
        <TextField
          label="Sale Price"
          inputMode="decimal"
          description="0 when not on sale"
          isRequired
          {...text('salePrice')}
        />
      </Pair>
      <TextField
        label="Total Stock"
        inputMode="numeric"
        {...text('totalStock')}
        value={totalFromSizes ? String(sizeStockSum) : values.totalStock}
        isReadOnly={totalFromSizes}
        description={
          totalFromSizes
            ? 'The sum of the sizes’ stock (Sizes & Stock tab).'
            : 'Used while no size has stock.'
        }
      />
    </Fields>
  );
}
