import { type Product, type ProductPicture, parseStock } from '@atelier/api-client';
import { useState } from 'react';
import {
  type ColourDraft,
  coloursFromProduct,
  draftsFromSizes,
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  type ProductField,
  type ProductFormValues,
  picturesFromProduct,
  type SizeDraft,
  stockBySize,
} from '../form';
import type { NewSize } from '../SizesEditor';

export type ProductPanelTab = 'basic' | 'pictures' | 'sizes' | 'sizeGuide';

interface PanelState {
  values: ProductFormValues;
  touched: ReadonlySet<ProductField>;
  /** Add mode: the sizes the new product will have. */
  drafts: SizeDraft[];
  /** Edit mode: stock typed into a size row but not saved yet, by size id. */
  stockEdits: Readonly<Record<string, string>>;
  newSize: NewSize;
  tab: ProductPanelTab;
  /**
   * Extension `product-colours`: the colours and the gallery once the admin changed them; until
   * then (null) they are the server's, which size changes in edit mode keep up to date.
   */
  colourEdits: ColourDraft[] | null;
  pictureEdits: ProductPicture[] | null;
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
    colourEdits: null,
    pictureEdits: null,
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
  const typedSizes: SizeDraft[] = product
    ? draftsFromSizes(product.sizes).map((draft) => ({
        ...draft,
        stock: state.stockEdits[draft.key] ?? draft.stock,
      }))
    : state.drafts;
  const colours = state.colourEdits ?? (product ? coloursFromProduct(product) : []);
  const pictures = state.pictureEdits ?? (product ? picturesFromProduct(product) : []);
  // Once the admin types stock by colour (or adds a product with colours), each size's stock is
  // the sum over them, as the server will keep it. Until then, in edit mode, a size's stock is
  // saved on its own and the server spreads the change over the colours.
  const stockFromColours = colours.length > 0 && (state.colourEdits !== null || !product);
  const sums = stockFromColours
    ? stockBySize(
        colours,
        typedSizes.map((draft) => draft.size),
      )
    : null;
  const sizes = sums
    ? typedSizes.map((draft) => ({ ...draft, stock: String(sums[draft.size] ?? 0) }))
    : typedSizes;

  return {
    ...state,
    isEditMode,
    sizes,
    colours,
    pictures,
    stockFromColours,
    /** Whether the admin changed the colours or the gallery (only then does a save send them). */
    coloursChanged: state.colourEdits !== null,
    picturesChanged: state.pictureEdits !== null,
    setColours: (colourEdits: ColourDraft[]) => update({ colourEdits }),
    /** The first picture is the cover: the product's image follows it. */
    setPictures: (pictureEdits: ProductPicture[]) =>
      setState((current) => ({
        ...current,
        pictureEdits,
        values: pictureEdits[0]
          ? { ...current.values, image: pictureEdits[0].url }
          : current.values,
        touched: new Set([...current.touched, 'image']),
      })),
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
