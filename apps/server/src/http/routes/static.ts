import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { bannerSvg, garmentSvg } from '../../media/garments';
import { CATALOGUE } from '../../messages';
import { MIME_BY_EXT } from '../../uploads/sniff';
import { UPLOAD_NAME } from '../../uploads/storage';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';

const imageNotFound = () => new HttpError(404, CATALOGUE.imageNotFound);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Our SVGs carry no script; the policy makes sure a browser would not run any anyway.
const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cache-Control': 'public, max-age=86400',
};

/** Generated catalogue pictures and uploaded images. */
export function staticRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/media/garments/:name', (c) => {
    const match = /^([a-z]+)-([0-9a-f]{6})\.svg$/.exec(c.req.param('name'));
    const svg = match ? garmentSvg(match[1] ?? '', match[2] ?? '') : null;
    if (!svg) throw imageNotFound();
    return c.body(svg, 200, SVG_HEADERS);
  });

  app.get('/media/banners/:name', (c) => {
    const match = /^banner-(\d)\.svg$/.exec(c.req.param('name'));
    const svg = match ? bannerSvg(Number(match[1])) : null;
    if (!svg) throw imageNotFound();
    return c.body(svg, 200, SVG_HEADERS);
  });

  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const match = UPLOAD_NAME.exec(name);
    if (!match) throw imageNotFound();
    const ext = match[1] as keyof typeof MIME_BY_EXT;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(c.get('deps').config.uploadDir, name));
    } catch {
      throw imageNotFound();
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': MIME_BY_EXT[ext],
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return app;
}
