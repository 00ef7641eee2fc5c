import type { ProductPicture } from '@atelier/api-client';

/**
 * The intrinsic size of a product picture: the demo's shots and the server's uploads are 4:5
 * portraits. Set as an img's width and height, it lets the browser reserve the box before the
 * picture arrives (no layout shift); CSS still decides the size shown.
 */
export const PICTURE_SIZE = { width: 800, height: 1000 } as const;

/**
 * Extension `picture-widths`: a `srcset` of the widths the backend serves a picture in, each at
 * its URL with `w` added, so a browser takes the smallest that fills the box at its pixel
 * density. Undefined for a picture without widths (a plain backend, a picture held elsewhere):
 * the img then has its `src` alone, as the contract's one URL.
 */
export function pictureSrcSet({ url, widths }: Pick<ProductPicture, 'url' | 'widths'>) {
  if (!widths?.length) return undefined;
  const address = `${url}${url.includes('?') ? '&' : '?'}w=`;
  return widths.map((width) => `${address}${width} ${width}w`).join(', ');
}
