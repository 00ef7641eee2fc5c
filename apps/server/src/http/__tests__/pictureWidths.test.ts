import { type CardProduct, type Product, SERVER_MESSAGES } from '@atelier/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, PUBLIC_URL, type TestServer } from '../../test/harness';
import { PICTURE_WIDTHS } from '../../uploads/widths';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ products: 2 });
});
afterAll(() => t.close());

const WIDTHS = [...PICTURE_WIDTHS];

async function fetchPicture(url: string) {
  const response = await t.app.fetch(new Request(url));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

/** An admin's upload of a photo `width` x `height`; its URL. */
async function uploadPhoto(width: number, height: number): Promise<string> {
  const photo = await sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('my_file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  const { client } = await t.admin();
  return (await client.post('/api/admin/products/image-upload', body)).body.result.url;
}

/** Every width a picture is offered in answers as WebP of that width, kept a year. */
async function expectWidths(url: string, cacheControl: string) {
  for (const width of WIDTHS) {
    const { response, bytes } = await fetchPicture(`${url}?w=${width}`);
    expect(response.status, `${url}?w=${width}`).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width });
  }
}

describe('pictures in several widths (extension picture-widths)', () => {
  it('lists the widths of the server’s own pictures in cards and details', async () => {
    const [card] = (await t.client().get('/api/shop/products/get?page=1&limit=1&fields=card')).body
      .data as CardProduct[];
    expect(card?.imageWidths).toEqual(WIDTHS);
    expect(card?.pictures?.every((picture) => picture.widths?.join() === WIDTHS.join())).toBe(true);
    const product = (await t.client().get(`/api/shop/products/get/${card?._id}`)).body
      .data as Product;
    expect(product.imageWidths).toEqual(WIDTHS);
    expect(product.pictures?.[0]?.widths).toEqual(WIDTHS);
  });

  it('sends a drawn product shot at each width, drawn at that scale', async () => {
    const product = (await t.client().get(`/api/shop/products/get/${t.seeded.productIds[0]}`)).body
      .data as Product;
    await expectWidths(product.image, 'public, max-age=31536000');
  });

  it('sends an upload at each width (never wider than it is) and keeps what it made', async () => {
    const url = await uploadPhoto(1600, 2000);
    await expectWidths(url, 'public, max-age=31536000, immutable');
    // Asked again, the same bytes: read back from the store rather than made anew.
    const again = await fetchPicture(`${url}?w=640`);
    const name = url.slice(`${PUBLIC_URL}/uploads/`.length).replace('.webp', '-w640.webp');
    expect(again.bytes.equals(Buffer.from((await t.deps.uploads.get(name)) ?? []))).toBe(true);
    // The kept file has a name no address reaches directly.
    expect((await fetchPicture(`${PUBLIC_URL}/uploads/${name}`)).response.status).toBe(404);

    const smallUrl = await uploadPhoto(400, 500);
    const { bytes } = await fetchPicture(`${smallUrl}?w=1280`);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 400, height: 500 });
  });

  it('refuses any other width with a message naming the ones it has', async () => {
    const product = (await t.client().get(`/api/shop/products/get/${t.seeded.productIds[0]}`)).body
      .data as Product;
    for (const width of ['641', '5000', '0', '-320', '320.0', 'abc', '']) {
      const { response, bytes } = await fetchPicture(`${product.image}?w=${width}`);
      expect(response.status, width).toBe(400);
      expect(JSON.parse(bytes.toString())).toEqual({
        success: false,
        message: SERVER_MESSAGES.media.pictureWidth(WIDTHS),
      });
    }
    const upload = await fetchPicture(
      `${PUBLIC_URL}/uploads/00000000-0000-4000-8000-000000000000.webp?w=999`,
    );
    expect(upload.response.status).toBe(400);
  });

  it('offers no widths for a picture held elsewhere', async () => {
    const { client } = await t.admin();
    const id = t.seeded.productIds[1] as string;
    const current = (await client.get(`/api/shop/products/get/${id}`)).body.data as Product;
    const elsewhere = 'https://res.cloudinary.com/demo/image/upload/tee.jpg';
    const edit = await client.put(`/api/admin/products/edit/${id}`, {
      ...current,
      image: elsewhere,
      pictures: [{ url: elsewhere, alt: current.title }],
      colours: [],
    });
    expect(edit.status).toBe(200);
    const product = (await t.client().get(`/api/shop/products/get/${id}`)).body.data as Product;
    expect(product.image).toBe(elsewhere);
    expect(product).not.toHaveProperty('imageWidths');
    expect(product.pictures?.[0]).not.toHaveProperty('widths');
  });
});
