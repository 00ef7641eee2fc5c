import type { ColourStock, ProductColour, ProductPicture } from '../entities';

/**
 * Extension `product-colours`: how the admin's edits keep a product's colours and sizes in
 * step, the same on both backends. A product's `sizes` always hold, per size, the sum of its
 * colours' stock. An admin who changes a size's total without naming a colour (the plain
 * contract's size calls, or a form that knows nothing of colours) changes the first colour on
 * a rise, and takes a fall out of the colours in their order.
 */

/** Each size's stock as the sum over the colours, in the order of `sizes`. */
export function sumColourStock<T extends ColourStock>(
  sizes: readonly T[],
  colours: readonly ProductColour[],
): T[] {
  return sizes.map((entry) => ({
    ...entry,
    stock: colours.reduce(
      (sum, colour) => sum + (colour.sizes.find((s) => s.size === entry.size)?.stock ?? 0),
      0,
    ),
  }));
}

/**
 * The colours after the product's sizes became `sizes`: each colour lists exactly those sizes
 * in that order (a size new to a colour starts at 0), and a size whose total differs from its
 * colours' sum is made to match as the opening comment says.
 */
export function fitColoursToSizes(
  colours: readonly ProductColour[],
  sizes: readonly ColourStock[],
): ProductColour[] {
  const fitted = colours.map((colour) => ({
    ...colour,
    sizes: sizes.map(({ size }) => ({
      size,
      stock: colour.sizes.find((entry) => entry.size === size)?.stock ?? 0,
    })),
  }));
  sizes.forEach(({ stock: total }, row) => {
    const cells = fitted.map((colour) => colour.sizes[row] as ColourStock);
    let change = total - cells.reduce((sum, cell) => sum + cell.stock, 0);
    const [first] = cells;
    if (change > 0 && first) first.stock += change;
    for (const cell of cells) {
      if (change >= 0) break;
      const taken = Math.min(cell.stock, -change);
      cell.stock -= taken;
      change += taken;
    }
  });
  return fitted;
}

/**
 * Colours as the admin sent them, fitted to the product's size names (sizes they leave out are
 * 0; sizes the product does not have are a problem the schema reports first). Pictures of a
 * colour that is gone go with it.
 */
export function withColours(
  sizeNames: readonly string[],
  colours: readonly ProductColour[],
  pictures: readonly ProductPicture[] | undefined,
): { colours: ProductColour[]; pictures: ProductPicture[] | undefined } {
  const fitted = colours.map((colour) => ({
    ...colour,
    sizes: sizeNames.map((size) => ({
      size,
      stock: colour.sizes.find((entry) => entry.size === size)?.stock ?? 0,
    })),
  }));
  const names = new Set(colours.map((colour) => colour.name));
  return {
    colours: fitted,
    pictures: pictures?.filter((picture) => !picture.colour || names.has(picture.colour)),
  };
}
