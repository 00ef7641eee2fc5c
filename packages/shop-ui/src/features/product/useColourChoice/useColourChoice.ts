import {
  type ColourStock,
  hasColours,
  type Product,
  type ProductPicture,
  picturesFor,
  sizesForColour,
} from '@atelier/api-client';
import { useState } from 'react';

export interface ColourChoice {
  /** The chosen colour's name; null for a product without colours. */
  colour: string | null;
  choose: (colour: string) => void;
  /** The sizes with their stock in the chosen colour (the product's own without colours). */
  sizes: readonly ColourStock[];
  /** The gallery of the chosen colour (the cover alone from a backend without galleries). */
  pictures: ProductPicture[];
}

/** The colour a shopper starts with: the first one with anything in stock, else the first. */
function firstInStock(product: Pick<Product, 'colours'>): string | null {
  const colours = product.colours ?? [];
  const inStock = colours.find((colour) => colour.sizes.some((size) => size.stock > 0));
  return (inStock ?? colours[0])?.name ?? null;
}

/**
 * The colour being looked at, and what it shows: its pictures and its sizes in stock. A product
 * without colours (every product of a plain backend) has no colour and its own sizes.
 */
export function useColourChoice(
  product: Pick<Product, '_id' | 'image' | 'title' | 'sizes' | 'colours' | 'pictures'>,
): ColourChoice {
  // Kept with the product it was made for, so the next product starts afresh.
  const [chosen, setChosen] = useState<{ productId: string; colour: string } | null>(null);
  const own = chosen?.productId === product._id ? chosen.colour : null;
  const colour = hasColours(product) ? (own ?? firstInStock(product)) : null;
  return {
    colour,
    choose: (next) => setChosen({ productId: product._id, colour: next }),
    sizes: sizesForColour(product, colour) ?? [],
    pictures: picturesFor(product, colour),
  };
}
