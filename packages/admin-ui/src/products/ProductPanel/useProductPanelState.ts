import { type Product, parseStock } from '@atelier/api-client';
import { useState } from 'react';
import {
  draftsFromSizes,
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  type ProductField,
  type ProductFormValues,
  type SizeDraft,
} from '../form';
import type { NewSize } from '../SizesEditor';

export type ProductPanelTab = 'basic' | 'sizes' | 'sizeGuide';

interface PanelState {
  values: ProductFormValues;
  touched: ReadonlySet<ProductField>;
  /** Add mode: the sizes the new product will have. */
  drafts: SizeDraft[];
  /** Edit mode: stock typed into a size row but not saved yet, by size id. */
  stockEdits: Readonly<Record<string, string>>;
  newSize: NewSize;
  tab: ProductPanelTab;
}

const EMPTY_SIZE: NewSize = { size: '', stock: '' };

function initialState(product: Product | null | undefined): PanelState {
  return {
    values: product ? formFromProduct(product) : EMPTY_PRODUCT_FORM,
    touched: new Set(),
    drafts: [],
    stockEdits: {},
    newSize: EMPTY_SIZE,
    tab: 'basic',
  };
}

let draftCounter = 0;

/**
 * The panel's form. It starts afresh each time the panel opens (spec section 4: closing resets
 * form, image and tab), from the product in edit mode; while open, nothing resets it, so a failed
 * save leaves everything the admin typed in place.
 */
export function useProductPanelState(isOpen: boolean, product: Product | null | undefined) {
  const [state, setState] = useState(() => initialState(product));
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setState(initialState(product));
  }

  const update = (patch: Partial<PanelState>) => setState((current) => ({ ...current, ...patch }));
  const isEditMode = Boolean(product);
  // Edit mode shows the server's sizes with any unsaved stock typed over them.
  const sizes: SizeDraft[] = product
    ? draftsFromSizes(product.sizes).map((draft) => ({
        ...draft,
        stock: state.stockEdits[draft.key] ?? draft.stock,
      }))
    : state.drafts;

  return {
    ...state,
    isEditMode,
    sizes,
    setTab: (tab: ProductPanelTab) => update({ tab }),
    setField: <F extends ProductField>(field: F, value: ProductFormValues[F]) =>
      setState((current) => ({ ...current, values: { ...current.values, [field]: value } })),
    touch: (field: ProductField) =>
      setState((current) =>
        current.touched.has(field)
          ? current
          : { ...current, touched: new Set([...current.touched, field]) },
      ),
    setNewSize: (newSize: NewSize) => update({ newSize }),
    clearNewSize: () => update({ newSize: EMPTY_SIZE }),
    /** Add mode: the typed size joins the list. */
    addDraft: () =>
      setState((current) => {
        draftCounter += 1;
        const draft = {
          key: `new-${draftCounter}`,
          size: current.newSize.size.trim(),
          // Spec section 5: a whole number of at least 0; anything non-numeric becomes 0.
          stock: String(parseStock(current.newSize.stock)),
        };
        return { ...current, drafts: [...current.drafts, draft], newSize: EMPTY_SIZE };
      }),
    setStock: (key: string, stock: string) =>
      setState((current) =>
        product
          ? { ...current, stockEdits: { ...current.stockEdits, [key]: stock } }
          : {
              ...current,
              drafts: current.drafts.map((draft) =>
                draft.key === key ? { ...draft, stock } : draft,
              ),
            },
      ),
    /** Edit mode: the server has the typed stock now, so the row shows the server's value. */
    forgetStockEdit: (key: string) =>
      setState((current) => {
        const { [key]: _saved, ...rest } = current.stockEdits;
        return { ...current, stockEdits: rest };
      }),
    removeDraft: (key: string) =>
      setState((current) => ({
        ...current,
        drafts: current.drafts.filter((draft) => draft.key !== key),
      })),
  };
}
