import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Product, ProductImage } from 'shared-contracts/schemas/catalog';
import {
  catalogueAdminSuite,
  PNG_1PX,
  multipartBody,
  type AdminClient,
} from '../../../test/admin-helpers.js';
import { databases, type TestApp } from '../../../test/helpers.js';

describe.each(databases)('admin: product pictures (%s)', (kind) => {
  const { suite, products } = catalogueAdminSuite(kind);
  let t: TestApp;
  let c: AdminClient;
  beforeAll(() => {
    ({ t, c } = suite);
  });

  let productId: number;
  beforeAll(async () => {
    productId = (await products('?search=Mitre')).results[0]?.id ?? 0;
  });

  it('uploads a picture, serves it, and deletes it', async () => {
    const body = multipartBody(
      { alt: 'Mitre ball, side view' },
      { name: 'ball.png', type: 'image/png', content: PNG_1PX },
    );
    const res = await c.admin({ method: 'POST', url: `/api/admin/products/${productId}/images`, ...body });
    expect(res.statusCode).toBe(201);
    const image = res.json<{ data: ProductImage }>().data;
    expect(image).toMatchObject({
      alt: 'Mitre ball, side view',
      url: expect.stringMatching(new RegExp(`^/api/uploads/products/${productId}-[0-9a-f]+\\.png$`)),
    });
    // Kept as a PNG, re-encoded without its metadata (api/test/pictures.test.ts has the variants).
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const product = (await c.admin({ method: 'GET', url: `/api/admin/products/${productId}` })).json<{
      data: Product;
    }>().data;
    expect(product.images.map((i) => i.id)).toContain(image.id);
    expect(product.images.at(-1)?.id).toBe(image.id);

    const file = join(t.config.uploadDir, image.url.replace('/api/uploads/', ''));
    const variant = file.replace(/\.png$/, '.1w.avif');
    expect(existsSync(file)).toBe(true);
    expect(existsSync(variant)).toBe(true);
    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/products/${productId}/images/${image.id}` }))
        .statusCode,
    ).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(variant)).toBe(false);
    expect(
      (await c.admin({ method: 'DELETE', url: `/api/admin/products/${productId}/images/${image.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('accepts images only, up to 5 MB', async () => {
    const text = multipartBody({}, { name: 'notes.txt', type: 'text/plain', content: Buffer.from('hello') });
    const notImage = await c.admin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...text,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      errors: { file: ['Only JPEG, PNG, WebP or GIF pictures can be uploaded.'] },
    });
    const disguised = multipartBody(
      {},
      { name: 'evil.png', type: 'image/png', content: Buffer.from('<svg onload="alert(1)"/>') },
    );
    expect(
      (await c.admin({ method: 'POST', url: `/api/admin/products/${productId}/images`, ...disguised }))
        .statusCode,
    ).toBe(400);
    const huge = multipartBody(
      {},
      {
        name: 'big.png',
        type: 'image/png',
        content: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 1)]),
      },
    );
    const tooBig = await c.admin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...huge,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The picture is larger than 5 MB.');
    const json = await c.admin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const missing = multipartBody({}, { name: 'x.png', type: 'image/png', content: PNG_1PX });
    expect(
      (await c.admin({ method: 'POST', url: '/api/admin/products/999999/images', ...missing })).statusCode,
    ).toBe(404);
  });
});
