import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProductImage } from 'shared-contracts/schemas/catalog';
import { DATA_SAVER_COOKIE, PICTURE_WIDTHS } from 'shared-contracts/pictures';
import { productImages, products } from '../src/db/schema.js';
import {
  convertStoredPictures,
  hasVariants,
  preparePicture,
  writePicture,
} from '../src/services/pictures.js';
import { catalogueAdminSuite, multipartBody, type AdminClient } from './admin-helpers.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

/** A phone photo: 3,000 × 2,250 px of noise (so it compresses like a photo), with a GPS position in its EXIF. */
async function phonePhoto(width = 3000, height = 2250): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(noise)
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

describe.each(databases)('product pictures in every width and format (%s)', (kind) => {
  const { suite, products } = catalogueAdminSuite(kind);
  let t: TestApp;
  let c: AdminClient;
  let productId: number;
  let image: ProductImage;
  beforeAll(async () => {
    ({ t, c } = suite);
    productId = (await products('?search=Mitre')).results[0]?.id ?? 0;
    const upload = await c.admin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...multipartBody(
        { alt: 'Ball' },
        { name: 'IMG_0001.jpg', type: 'image/jpeg', content: await phonePhoto() },
      ),
    });
    expect(upload.statusCode).toBe(201);
    image = upload.json<{ data: ProductImage }>().data;
  });

  const stored = () => image.url.replace('/api/uploads/', '');
  const get = (width: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/images/${stored()}?w=${width}`, headers });

  it('makes every width in AVIF, WebP and JPEG on upload, and keeps no metadata', async () => {
    const folder = join(t.config.uploadDir, 'products');
    const stem = stored()
      .slice('products/'.length)
      .replace(/\.jpg$/, '');
    const names = readdirSync(folder).filter((name) => name.startsWith(`${stem}.`));
    expect(names.sort()).toEqual(
      [
        `${stem}.jpg`,
        ...PICTURE_WIDTHS.flatMap((w) => [`${stem}.${w}w.avif`, `${stem}.${w}w.jpg`, `${stem}.${w}w.webp`]),
      ].sort(),
    );
    for (const name of names) {
      const meta = await sharp(join(folder, name)).metadata();
      expect(meta.exif).toBeUndefined();
      const width = /\.(\d+)w\./.exec(name)?.[1];
      if (width) expect(meta.width).toBe(Number(width));
    }
  });

  it('answers the width asked for in the best format the browser accepts, immutable', async () => {
    const avif = await get(400, { accept: AVIF });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.vary).toBe('Accept, Save-Data, Cookie');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(480);

    const webp = await get(768, { accept: WEBP });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(768);

    const jpeg = await get(2000);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(1080);
    // The reason for AVIF: the same width in fewer bytes.
    const jpeg480 = await get(400);
    expect(jpeg480.headers['content-type']).toBe('image/jpeg');
    expect(avif.rawPayload.length).toBeLessThan(jpeg480.rawPayload.length);
  });

  it("answers the format a <picture> chose, whatever the browser's Accept, and refuses an unknown one", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/images/${stored()}?w=320&format=webp`,
      headers: { accept: AVIF },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    // Its address names the format: a cache keeps one answer for every browser.
    expect(answer.headers.vary).toBe('Save-Data, Cookie');
    expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');
    const jpeg = await t.app.inject({ method: 'GET', url: `/api/images/${stored()}?w=320&format=jpeg` });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const saving = await t.app.inject({
      method: 'GET',
      url: `/api/images/${stored()}?w=1080&format=avif`,
      headers: { 'save-data': 'on' },
    });
    expect(saving.headers['content-type']).toBe('image/avif');
    expect((await sharp(saving.rawPayload).metadata()).width).toBe(480);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/images/${stored()}?w=320&format=heic` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { format: ['format is avif, webp or jpeg'] } });
  });

  it('sends at most 480 px to a shopper who saves data, by header or by the data saver', async () => {
    const byHeader = await get(1080, { accept: AVIF, 'save-data': 'on' });
    expect((await sharp(byHeader.rawPayload).metadata()).width).toBe(480);
    const byCookie = await get(1080, { accept: WEBP, cookie: `theme=x; ${DATA_SAVER_COOKIE}=on` });
    expect(byCookie.headers['content-type']).toBe('image/webp');
    expect((await sharp(byCookie.rawPayload).metadata()).width).toBe(480);
    const small = await get(320, { 'save-data': 'on' });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
  });

  it('never enlarges a small picture: it has one variant of its own width', async () => {
    const upload = await c.admin({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      ...multipartBody({}, { name: 'small.jpg', type: 'image/jpeg', content: await phonePhoto(200, 150) }),
    });
    const small = upload.json<{ data: ProductImage }>().data;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/images/${small.url.replace('/api/uploads/', '')}?w=1080`,
      headers: { accept: AVIF },
    });
    expect(answer.headers['content-type']).toBe('image/avif');
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(200);
  });

  it('refuses a corrupt photo or another file named like one, and writes nothing', async () => {
    const before = readdirSync(join(t.config.uploadDir, 'products')).length;
    const photo = await phonePhoto(800, 600);
    const corrupt = Buffer.concat([photo.subarray(0, 600), Buffer.alloc(4000, 0x55)]);
    const disguised = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('#!/bin/sh\necho hi\n'),
    ]);
    for (const content of [corrupt, disguised]) {
      const answer = await c.admin({
        method: 'POST',
        url: `/api/admin/products/${productId}/images`,
        ...multipartBody({}, { name: 'IMG_0002.jpg', type: 'image/jpeg', content }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: { file: ['This picture could not be read. Upload a JPEG, PNG, WebP or GIF photo.'] },
      });
    }
    expect(readdirSync(join(t.config.uploadDir, 'products'))).toHaveLength(before);
    const product = (await c.admin({ method: 'GET', url: `/api/admin/products/${productId}` })).json<{
      data: { images: ProductImage[] };
    }>().data;
    expect(product.images.filter((i) => i.alt === 'IMG_0002.jpg')).toEqual([]);
  });

  it('leaves no file behind when writing a picture fails half-way', async () => {
    const folder = join(t.config.uploadDir, 'products');
    const picture = await preparePicture(await phonePhoto(800, 600), 'jpeg');
    // A folder where the 768 px AVIF would go: the variants before it are written, then that one fails.
    mkdirSync(join(folder, 'half-1.768w.avif'));
    await expect(writePicture(t.config.uploadDir, 'products/half-1.jpg', picture)).rejects.toThrow();
    expect(readdirSync(folder).filter((name) => name.startsWith('half-1.'))).toEqual(['half-1.768w.avif']);
    rmdirSync(join(folder, 'half-1.768w.avif'));
  });

  it('sends a drawing as it is, unable to run anything, at either address', async () => {
    const [seeded] = (await products('?page_size=1')).results;
    const url = seeded?.images[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/uploads\/.*\.svg$/);
    const stored = readFileSync(join(t.config.uploadDir, url.replace('/api/uploads/', '')));
    // The address the shop's pages use (a drawing has no widths), and the one for widths.
    for (const address of [url, `${url.replace('/api/uploads/', '/api/images/')}?w=320`]) {
      const answer = await t.app.inject({ method: 'GET', url: address });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('answers 404 for a picture that does not exist, and never reads outside the uploads folder', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/products/none.jpg?w=320' })).statusCode,
    ).toBe(404);
    for (const url of [
      '/api/images/../config.json',
      '/api/images/..%2f..%2fetc%2fpasswd.png',
      '/api/images/.share/x.jpg',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(answer.statusCode);
    }
    expect((await get(320, {})).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${stored()}?w=wide` })).statusCode).toBe(
      400,
    );
  });

  it('removes every variant with the picture', async () => {
    const folder = join(t.config.uploadDir, 'products');
    const stem = stored()
      .slice('products/'.length)
      .replace(/\.jpg$/, '');
    const deleted = await c.admin({
      method: 'DELETE',
      url: `/api/admin/products/${productId}/images/${image.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(readdirSync(folder).filter((name) => name.startsWith(`${stem}.`))).toEqual([]);
    expect(existsSync(join(folder, `${stem}.480w.avif`))).toBe(false);
  });

  it('makes the variants of photos stored before, once, and carries on past one it cannot read', async () => {
    mkdirSync(join(t.config.uploadDir, 'products'), { recursive: true });
    writeFileSync(join(t.config.uploadDir, 'products/legacy-1.jpg'), await phonePhoto(1200, 900));
    writeFileSync(
      join(t.config.uploadDir, 'products/legacy-2.jpg'),
      Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]),
    );
    await t.app.db.insert(productImages).values([
      { productId, path: 'products/legacy-1.jpg', alt: 'Legacy' },
      { productId, path: 'products/legacy-2.jpg', alt: 'Broken' },
    ]);
    const log: string[] = [];
    const first = await convertStoredPictures(t.app.db, t.config.uploadDir, { log: (m) => log.push(m) });
    expect(first).toEqual({ converted: 1, failed: 1 });
    expect(log).toContain('could not make the variants of products/legacy-2.jpg');
    expect(await hasVariants(t.config.uploadDir, 'products/legacy-1.jpg')).toBe(true);
    const original = await sharp(join(t.config.uploadDir, 'products/legacy-1.jpg')).metadata();
    expect(original.exif).toBeUndefined();
    expect(original.width).toBe(1200);
    // Again: nothing left to do but the one it cannot read.
    expect(await convertStoredPictures(t.app.db, t.config.uploadDir, { log: () => undefined })).toEqual({
      converted: 0,
      failed: 1,
    });
    // A conversion cut short (its widest variants never written) is done again on the next start.
    for (const name of [
      'legacy-1.768w.avif',
      'legacy-1.1080w.avif',
      'legacy-1.1080w.webp',
      'legacy-1.1080w.jpg',
    ])
      rmSync(join(t.config.uploadDir, 'products', name));
    expect(await hasVariants(t.config.uploadDir, 'products/legacy-1.jpg')).toBe(false);
    expect(await convertStoredPictures(t.app.db, t.config.uploadDir, { log: () => undefined })).toEqual({
      converted: 1,
      failed: 1,
    });
    expect(existsSync(join(t.config.uploadDir, 'products/legacy-1.1080w.avif'))).toBe(true);
  });
});

describe('photos stored before pictures had variants', () => {
  it('are converted in the background when the API starts, while it answers', async () => {
    const t = await buildTestApp({
      seed: true,
      extend: async (app) => {
        const [product] = await app.db.select({ id: products.id }).from(products).limit(1);
        mkdirSync(join(app.config.uploadDir, 'products'), { recursive: true });
        writeFileSync(join(app.config.uploadDir, 'products/old-1.jpg'), await phonePhoto(900, 600));
        await app.db
          .insert(productImages)
          .values({ productId: product!.id, path: 'products/old-1.jpg', alt: 'Old' });
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await waitFor(() => hasVariants(t.config.uploadDir, 'products/old-1.jpg'));
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/images/products/old-1.jpg?w=480&format=avif',
      });
      expect(answer.headers['content-type']).toBe('image/avif');
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(480);
      expect((await sharp(join(t.config.uploadDir, 'products/old-1.jpg')).metadata()).exif).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not done in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
