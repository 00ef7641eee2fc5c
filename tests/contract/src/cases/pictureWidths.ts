import { type CardProduct, SERVER_MESSAGES } from '@atelier/api-client';
import { expect } from 'vitest';
import { type ContractCase, refused } from '../case';
import type { World } from '../world';

const INLINE = 'the mocks inline their drawings as data URIs, which come in no other widths';

/** The path of the first card's cover and the widths the backend names for it. */
async function firstCover(w: World) {
  const reply = await w.guest().request('GET', '/api/shop/products/get?page=1&limit=1&fields=card');
  const [card] = reply.body.data as CardProduct[];
  if (!card?.imageWidths?.length) throw new Error('the first card names no widths');
  return { path: new URL(card.image).pathname, widths: card.imageWidths };
}

export const pictureWidthCases: ContractCase[] = [
  {
    endpoint: 'GET /media/{picture}?w={width}',
    name: 'extension picture-widths: a picture comes at each width it names, as WebP kept long',
    kind: 'extension',
    only: { backend: 'server', because: INLINE },
    run: async (w) => {
      const { path, widths } = await firstCover(w);
      let reply = await w.guest().request('GET', path);
      for (const width of widths) {
        reply = await w.guest().request('GET', `${path}?w=${width}`);
        if (reply.status !== 200) return reply;
        expect(reply.headers.get('content-type')).toBe('image/webp');
        expect(reply.headers.get('cache-control')).toMatch(/max-age=31536000/);
      }
      return reply;
    },
    expect: { status: 200, shape: 'any' },
  },
  {
    endpoint: 'GET /media/{picture}?w={width}',
    name: 'extension picture-widths: refuses a width it does not name, naming those it does',
    kind: 'validation',
    only: { backend: 'server', because: INLINE },
    run: async (w) => {
      const { path } = await firstCover(w);
      return w.guest().request('GET', `${path}?w=641`);
    },
    expect: refused(400, SERVER_MESSAGES.media.pictureWidth([320, 640, 960, 1280])),
  },
];
