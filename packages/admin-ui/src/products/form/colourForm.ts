import {
  type Product,
  type ProductColour,
  type ProductPicture,
  parseStock,
  SERVER_MESSAGES,
} from '@atelier/api-client';

/** A colour as the form holds it: stock per size name stays text until saved. */
export interface ColourDraft {
  key: string;
  name: string;
  /** `#rrggbb`. */
  swatch: string;
  stock: Readonly<Record<string, string>>;
}

let colourCounter = 0;

/** A new colour with no stock in any size yet. */
export function newColourDraft(name: string, swatch: string): ColourDraft {
  colourCounter += 1;
  return { key: `colour-${colourCounter}`, name: name.trim(), swatch, stock: {} };
}

export function coloursFromProduct(product: Pick<Product, 'colours'>): ColourDraft[] {
  return (product.colours ?? []).map((colour) => ({
    key: colour.name,
    name: colour.name,
    swatch: colour.swatch,
    stock: Object.fromEntries(colour.sizes.map((cell) => [cell.size, String(cell.stock)])),
  }));
}

/** The gallery as the form starts it: the product's pictures, or its one image as the cover. */
export function picturesFromProduct(product: Pick<Product, 'image' | 'title' | 'pictures'>) {
  if (product.pictures?.length) return product.pictures;
  return product.image ? [{ url: product.image, alt: product.title }] : [];
}

/** Why a colour cannot be added: an empty name, or one the product has already. */
export function newColourError(name: string, colours: readonly ColourDraft[]): string | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  return colours.some((colour) => colour.name.toLowerCase() === wanted)
    ? SERVER_MESSAGES.adminProducts.duplicateColours
    : undefined;
}

/** Each size's stock as the sum over the colours (what the server keeps for it). */
export function stockBySize(
  colours: readonly ColourDraft[],
  sizes: readonly string[],
): Record<string, number> {
  return Object.fromEntries(
    sizes.map((size) => [
      size,
      colours.reduce((sum, colour) => sum + parseStock(colour.stock[size] ?? ''), 0),
    ]),
  );
}

/** What Add / Edit sends: every size of the product in every colour, blanks as 0. */
export function toColours(
  colours: readonly ColourDraft[],
  sizes: readonly string[],
): ProductColour[] {
  return colours.map((colour) => ({
    name: colour.name,
    swatch: colour.swatch,
    sizes: sizes.map((size) => ({ size, stock: parseStock(colour.stock[size] ?? '') })),
  }));
}

/** Pictures of a colour that is gone show the product in any colour instead. */
export function picturesForColours(
  pictures: readonly ProductPicture[],
  colours: readonly Pick<ColourDraft, 'name'>[],
): ProductPicture[] {
  const names = new Set(colours.map((colour) => colour.name));
  return pictures.map(({ colour, ...picture }) =>
    colour && names.has(colour) ? { ...picture, colour } : picture,
  );
}

/** Moves the picture at `from` to `to` (both indexes into the list). */
export function movePicture<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined || to < 0 || to > next.length) return [...list];
  next.splice(to, 0, moved);
  return next;
}
