import type { Product, ProductPicture } from '@atelier/api-client';
import { HttpResponse, http } from 'msw';

/** The widths the reference server offers (extension `picture-widths`). */
export const STORY_WIDTHS = [320, 640, 960, 1280];
const PATH = '/story-pictures';
/** Each served path's inline drawing. */
const servedDrawings = new Map<string, string>();

/**
 * Stories' pictures as a backend with extension `picture-widths` sends them: served from a
 * path with `widths` (the shared fixtures inline theirs, which have none). `pictureHandlers`
 * answers them with the same drawings and records each address asked for, width included.
 */
export function servedPictures<T extends Pick<Product, 'image' | 'pictures'>>(
  product: T,
): T & { imageWidths: number[] } {
  const serve = (url: string) => {
    const path = `${PATH}/${servedDrawings.size}.svg`;
    servedDrawings.set(path, url);
    return path;
  };
  const pictures = product.pictures?.map(
    (picture): ProductPicture => ({ ...picture, url: serve(picture.url), widths: STORY_WIDTHS }),
  );
  const cover = product.pictures?.findIndex((picture) => picture.url === product.image) ?? -1;
  const image =
    cover >= 0 ? (pictures?.[cover]?.url ?? serve(product.image)) : serve(product.image);
  return {
    ...product,
    image,
    imageWidths: STORY_WIDTHS,
    ...(pictures ? { pictures } : {}),
  };
}

/** Every picture address the page asked for, in order. */
export const askedPictures: string[] = [];

/** Answers `servedPictures`' addresses with their drawings, at any of the widths. */
export const pictureHandlers = {
  pictures: http.get(`${PATH}/:file`, ({ request }) => {
    const url = new URL(request.url);
    askedPictures.push(`${url.pathname}${url.search}`);
    const inline = servedDrawings.get(url.pathname);
    if (!inline) return new HttpResponse(null, { status: 404 });
    const svg = decodeURIComponent(inline.slice(inline.indexOf(',') + 1));
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
};
