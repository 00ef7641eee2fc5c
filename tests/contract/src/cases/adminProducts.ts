import { BRAND_OPTIONS, FIELD_PROBLEMS, SERVER_MESSAGES } from '@atelier/api-client';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { MESSAGE, PRODUCT, withData, withMessageAndData } from '../shapes';
import { PNG_1X1, productInput, type World } from '../world';

const MESSAGES = SERVER_MESSAGES.adminProducts;
const UPLOAD = SERVER_MESSAGES.uploads;

function upload(file: Blob, field = 'my_file') {
  const form = new FormData();
  form.append(field, file, 'picture.png');
  return form;
}

/** The admin's session and a product of its own. */
async function adminWithProduct(w: World) {
  const admin = await w.admin();
  return { admin, product: await w.spareProduct(admin) };
}

export const adminProductCases: ContractCase[] = [
  {
    endpoint: 'POST /api/admin/products/image-upload',
    name: 'stores an image sent as multipart field my_file and answers its URL',
    kind: 'success',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/image-upload', {
        form: upload(new Blob([PNG_1X1], { type: 'image/png' })),
      }),
    expect: { status: 200, shape: { success: 'boolean', result: { url: 'string' } } },
  },
  {
    endpoint: 'POST /api/admin/products/image-upload',
    name: 'refuses a file that is not an image',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/image-upload', {
        form: upload(new Blob(['just text'], { type: 'text/plain' })),
      }),
    expect: refused(415, UPLOAD.unsupportedType),
  },
  {
    endpoint: 'POST /api/admin/products/image-upload',
    name: 'refuses an upload without the my_file field',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/image-upload', {
        form: upload(new Blob([PNG_1X1], { type: 'image/png' }), 'picture'),
      }),
    expect: refused(400, UPLOAD.noFile),
  },
  ...accessCases('POST /api/admin/products/image-upload', 'admin', () => ({
    method: 'POST',
    path: '/api/admin/products/image-upload',
    options: { form: upload(new Blob([PNG_1X1], { type: 'image/png' })) },
  })),

  {
    endpoint: 'POST /api/admin/products/add',
    name: 'adds a product, totalling its size stock',
    kind: 'success',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', { json: productInput() }),
    expect: { status: 201, message: MESSAGES.added, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      if (reply.body.data.totalStock !== 7) throw new Error('totalStock is not the sum of sizes');
    },
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a blank title',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ title: ' ' }),
      }),
    expect: invalid('title', FIELD_PROBLEMS.required),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a brand the shop does not carry',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ brand: 'gucci' }),
      }),
    expect: invalid('brand', FIELD_PROBLEMS.oneOf(BRAND_OPTIONS.map((option) => option.id))),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a price of 0',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ price: 0 }),
      }),
    expect: invalid('price', FIELD_PROBLEMS.aboveZero),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a sale price that is not below the price',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ salePrice: 999 }),
      }),
    expect: invalid('salePrice', MESSAGES.salePriceTooHigh),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses the same size twice',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({
          sizes: [
            { size: 'M', stock: 1 },
            { size: 'm', stock: 2 },
          ],
        }),
      }),
    expect: invalid('sizes', MESSAGES.duplicateSizes),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a negative stock',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ sizes: [{ size: 'M', stock: -1 }] }),
      }),
    expect: invalid('sizes.0.stock', FIELD_PROBLEMS.notNegative),
  },
  {
    endpoint: 'POST /api/admin/products/add',
    name: 'refuses a picture that is not a URL',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('POST', '/api/admin/products/add', {
        json: productInput({ image: 'tee.png' }),
      }),
    expect: invalid('image', FIELD_PROBLEMS.httpUrl),
  },
  ...accessCases('POST /api/admin/products/add', 'admin', () => ({
    method: 'POST',
    path: '/api/admin/products/add',
    options: { json: productInput() },
  })),

  {
    endpoint: 'GET /api/admin/products/fetch-all',
    name: 'lists the whole catalogue',
    kind: 'success',
    run: async (w) => (await w.admin()).request('GET', '/api/admin/products/fetch-all'),
    expect: { status: 200, shape: withData([PRODUCT]) },
  },
  ...accessCases('GET /api/admin/products/fetch-all', 'admin', () => ({
    method: 'GET',
    path: '/api/admin/products/fetch-all',
  })),

  {
    endpoint: 'PUT /api/admin/products/edit/:id',
    name: 'saves the whole form',
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('PUT', `/api/admin/products/edit/${product._id}`, {
        json: productInput({ title: 'Renamed Tee', salePrice: 499 }),
      });
    },
    expect: { status: 200, message: MESSAGES.updated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      if (reply.body.data.title !== 'Renamed Tee') throw new Error('title not saved');
    },
  },
  {
    endpoint: 'PUT /api/admin/products/edit/:id',
    name: 'keeps every size and its stock when the form sends no sizes',
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      const { sizes: _, ...withoutSizes } = productInput({ title: 'Sizes Kept Tee' });
      return admin.request('PUT', `/api/admin/products/edit/${product._id}`, {
        json: withoutSizes,
      });
    },
    expect: { status: 200, message: MESSAGES.updated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      const sizes = reply.body.data.sizes.map((entry: { size: string; stock: number }) => [
        entry.size,
        entry.stock,
      ]);
      if (
        JSON.stringify(sizes) !==
        JSON.stringify([
          ['S', 3],
          ['M', 4],
        ])
      ) {
        throw new Error(`sizes not kept: ${JSON.stringify(sizes)}`);
      }
    },
  },
  {
    endpoint: 'PUT /api/admin/products/edit/:id',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('PUT', `/api/admin/products/edit/${UNKNOWN_ID}`, {
        json: productInput(),
      }),
    expect: refused(404, MESSAGES.notFound),
  },
  {
    endpoint: 'PUT /api/admin/products/edit/:id',
    name: 'refuses an incomplete form',
    kind: 'validation',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('PUT', `/api/admin/products/edit/${product._id}`, {
        json: productInput({ description: '' }),
      });
    },
    expect: invalid('description', FIELD_PROBLEMS.required),
  },
  ...accessCases('PUT /api/admin/products/edit/:id', 'admin', async (w) => {
    const { product } = await adminWithProduct(w);
    return {
      method: 'PUT',
      path: `/api/admin/products/edit/${product._id}`,
      options: { json: productInput() },
    };
  }),

  {
    endpoint: 'DELETE /api/admin/products/delete/:id',
    name: 'deletes a product',
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('DELETE', `/api/admin/products/delete/${product._id}`);
    },
    expect: { status: 200, message: MESSAGES.deleted, shape: MESSAGE },
  },
  {
    endpoint: 'DELETE /api/admin/products/delete/:id',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('DELETE', `/api/admin/products/delete/${UNKNOWN_ID}`),
    expect: refused(404, MESSAGES.notFound),
  },
  ...accessCases('DELETE /api/admin/products/delete/:id', 'admin', async (w) => ({
    method: 'DELETE',
    path: `/api/admin/products/delete/${(await adminWithProduct(w)).product._id}`,
  })),

  {
    endpoint: 'POST /api/admin/products/:productId/sizes',
    name: 'adds a size and answers the updated product',
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('POST', `/api/admin/products/${product._id}/sizes`, {
        json: { size: 'XL', stock: 2 },
      });
    },
    expect: { status: 201, message: MESSAGES.sizeAdded, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      if (reply.body.data.totalStock !== 9) throw new Error('totalStock not updated');
    },
  },
  {
    endpoint: 'POST /api/admin/products/:productId/sizes',
    name: 'refuses a size the product has',
    kind: 'conflict',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('POST', `/api/admin/products/${product._id}/sizes`, {
        json: { size: 'M', stock: 2 },
      });
    },
    expect: refused(409, MESSAGES.sizeExists('M')),
  },
  {
    endpoint: 'POST /api/admin/products/:productId/sizes',
    name: 'refuses a stock that is not a whole number',
    kind: 'validation',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('POST', `/api/admin/products/${product._id}/sizes`, {
        json: { size: 'XL', stock: 1.5 },
      });
    },
    expect: invalid('stock', FIELD_PROBLEMS.wholeNumber),
  },
  {
    endpoint: 'POST /api/admin/products/:productId/sizes',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('POST', `/api/admin/products/${UNKNOWN_ID}/sizes`, {
        json: { size: 'XL', stock: 2 },
      }),
    expect: refused(404, MESSAGES.notFound),
  },
  ...accessCases('POST /api/admin/products/:productId/sizes', 'admin', async (w) => ({
    method: 'POST',
    path: `/api/admin/products/${(await adminWithProduct(w)).product._id}/sizes`,
    options: { json: { size: 'XL', stock: 2 } },
  })),

  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: "sets a size's stock",
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request(
        'PUT',
        `/api/admin/products/${product._id}/sizes/${product.sizes[0]?._id}`,
        {
          json: { stock: 10 },
        },
      );
    },
    expect: { status: 200, message: MESSAGES.sizeUpdated, shape: withMessageAndData(PRODUCT) },
    check: (reply) => {
      if (reply.body.data.totalStock !== 14) throw new Error('totalStock not updated');
    },
  },
  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: 'answers 404 for an unknown size',
    kind: 'not found',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request('PUT', `/api/admin/products/${product._id}/sizes/${UNKNOWN_ID}`, {
        json: { stock: 1 },
      });
    },
    expect: refused(404, MESSAGES.productOrSizeNotFound),
  },
  {
    endpoint: 'PUT /api/admin/products/:productId/sizes/:sizeId',
    name: 'refuses a negative stock',
    kind: 'validation',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request(
        'PUT',
        `/api/admin/products/${product._id}/sizes/${product.sizes[0]?._id}`,
        {
          json: { stock: -2 },
        },
      );
    },
    expect: invalid('stock', FIELD_PROBLEMS.notNegative),
  },
  ...accessCases('PUT /api/admin/products/:productId/sizes/:sizeId', 'admin', async (w) => {
    const { product } = await adminWithProduct(w);
    return {
      method: 'PUT',
      path: `/api/admin/products/${product._id}/sizes/${product.sizes[0]?._id}`,
      options: { json: { stock: 1 } },
    };
  }),

  {
    endpoint: 'DELETE /api/admin/products/:productId/sizes/:sizeId',
    name: 'deletes a size and answers the updated product',
    kind: 'success',
    run: async (w) => {
      const { admin, product } = await adminWithProduct(w);
      return admin.request(
        'DELETE',
        `/api/admin/products/${product._id}/sizes/${product.sizes[0]?._id}`,
      );
    },
    expect: { status: 200, message: MESSAGES.sizeDeleted, shape: withMessageAndData(PRODUCT) },
  },
  {
    endpoint: 'DELETE /api/admin/products/:productId/sizes/:sizeId',
    name: 'answers 404 for an unknown product',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('DELETE', `/api/admin/products/${UNKNOWN_ID}/sizes/${UNKNOWN_ID}`),
    expect: refused(404, MESSAGES.productOrSizeNotFound),
  },
  ...accessCases('DELETE /api/admin/products/:productId/sizes/:sizeId', 'admin', async (w) => {
    const { product } = await adminWithProduct(w);
    return {
      method: 'DELETE',
      path: `/api/admin/products/${product._id}/sizes/${product.sizes[0]?._id}`,
    };
  }),
];
