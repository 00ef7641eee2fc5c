import type { CartItem, ColourStock, Product, ProductPicture } from '../entities';

/**
 * Extension `product-colours`: the rules for products that come in colours, shared by both
 * backends and the storefront. A product without colours (every product of a plain backend)
 * goes through them unchanged: its colour is '' and its sizes are its own.
 */

/** The colour a line names, '' for none, so lines of a product without colours compare alike. */
export const colourKey = (colour: string | null | undefined): string => colour ?? '';

export const hasColours = (product: Pick<Product, 'colours'>): boolean =>
  (product.colours?.length ?? 0) > 0;

/**
 * The stock per size a shopper may buy from: the colour's own for a product with colours, the
 * product's for one without. Null when the product has colours and `colour` is none of them
 * (or names a colour on a product that has none).
 */
export function sizesForColour(
  product: Pick<Product, 'sizes' | 'colours'>,
  colour: string | null | undefined,
): ColourStock[] | null {
  const key = colourKey(colour);
  if (!hasColours(product)) return key === '' ? product.sizes : null;
  return product.colours?.find((entry) => entry.name === key)?.sizes ?? null;
}

/** How many of one size in one colour the cart holds. */
export function quantityInCartOf(
  cartItems: readonly CartItem[],
  productId: string,
  size: string,
  colour: string | null | undefined,
): number {
  const key = colourKey(colour);
  return cartItems
    .filter(
      (item) =>
        item.productId === productId &&
        item.selectedSize === size &&
        colourKey(item.selectedColour) === key,
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The colour a line without one gets on a product with colours (a client that knows only the
 * plain contract, or a listing card's quick add): the first colour with that size in stock
 * beyond what the cart holds, else the first colour. '' for a product without colours.
 */
export function defaultColour(
  product: Pick<Product, '_id' | 'colours'>,
  size: string,
  cartItems: readonly CartItem[] = [],
): string {
  const colours = product.colours ?? [];
  const withRoom = colours.find((colour) => {
    const stock = colour.sizes.find((entry) => entry.size === size)?.stock ?? 0;
    return stock > quantityInCartOf(cartItems, product._id, size, colour.name);
  });
  return (withRoom ?? colours[0])?.name ?? '';
}

/**
 * The colour a line is for: the one sent, or `defaultColour` when none was; '' for a product
 * without colours, whatever was sent (a backend ignores what a product does not have).
 */
export function lineColour(
  product: Pick<Product, '_id' | 'colours'>,
  sent: string | null | undefined,
  size: string,
  cartItems: readonly CartItem[] = [],
): string {
  if (!hasColours(product)) return '';
  return sent ?? defaultColour(product, size, cartItems);
}

/**
 * The gallery for a colour: its own pictures and those that show every colour, in the admin's
 * order; for no colour, every picture. Falls back to the cover when the backend has no gallery.
 */
export function picturesFor(
  product: Pick<Product, 'image' | 'imageWidths' | 'title' | 'pictures'>,
  colour: string | null | undefined,
): ProductPicture[] {
  const all = product.pictures ?? [];
  const key = colourKey(colour);
  const shown = key ? all.filter((picture) => !picture.colour || picture.colour === key) : all;
  if (shown.length) return shown;
  return [{ ...coverPicture(product), alt: product.title }];
}

/** The picture a cart line or order line in a colour shows: that colour's first, else the cover. */
export function colourImage(
  product: Pick<Product, 'image' | 'pictures'>,
  colour: string | null | undefined,
): string {
  return colourPicture(product, colour).url;
}

/** colourImage's picture, with the widths it is served in (extension `picture-widths`). */
export function colourPicture(
  product: Pick<Product, 'image' | 'imageWidths' | 'pictures'>,
  colour: string | null | undefined,
): Pick<ProductPicture, 'url' | 'widths'> {
  const key = colourKey(colour);
  const own = key ? product.pictures?.find((picture) => picture.colour === key) : undefined;
  return own ?? coverPicture(product);
}

const coverPicture = ({ image, imageWidths }: Pick<Product, 'image' | 'imageWidths'>) =>
  imageWidths ? { url: image, widths: imageWidths } : { url: image };
