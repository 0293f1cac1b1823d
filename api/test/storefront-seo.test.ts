import sharp from 'sharp';
import { createProduct } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

interface SitemapAnswer {
  data: {
    products: { id: number; last_modified_at: string }[];
    categories: { name: string; slug: string }[];
  };
}

describe.each(databases)('what the storefront server reads for search engines and previews (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, seed: true });
  });
  afterAll(() => t.close());

  const firstSeeded = async () => {
    const answer = await t.app.inject({ url: '/api/products?page_size=1&sort=name' });
    return (answer.json() as { data: { results: { id: number }[] } }).data.results[0]?.id ?? 0;
  };

  it('answers the catalogue generation, which moves on after a catalogue write', async () => {
    const before = (await t.app.inject({ url: '/api/products/generation' })).json() as {
      data: { generation: number };
    };
    expect(Number.isInteger(before.data.generation)).toBe(true);
    await t.app.catalogGeneration.bump();
    const after = (await t.app.inject({ url: '/api/products/generation' })).json() as {
      data: { generation: number };
    };
    expect(after.data.generation).toBeGreaterThan(before.data.generation);
  });

  it('lists every published product and every category for the sitemap, and no unpublished product', async () => {
    const hidden = await createProduct(t.app, { published: false });
    const shown = await createProduct(t.app);
    const answer = await t.app.inject({ url: '/api/products/sitemap' });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json() as SitemapAnswer;
    const ids = data.products.map((product) => product.id);
    expect(ids).toContain(shown.product.id);
    expect(ids).not.toContain(hidden.product.id);
    expect(data.products.every((product) => !Number.isNaN(Date.parse(product.last_modified_at)))).toBe(true);
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it("makes a product's preview picture: a 1200×630 JPEG of at most 300 KB, the same each time", async () => {
    const id = await firstSeeded();
    const answer = await t.app.inject({ url: `/api/products/${id}/share-image.jpg` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    const meta = await sharp(answer.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const again = await t.app.inject({ url: `/api/products/${id}/share-image.jpg` });
    expect(again.rawPayload.equals(answer.rawPayload)).toBe(true);
  });

  it('answers 404 for a product without a picture, an unpublished one or none, and 400 for a bad id', async () => {
    const { product } = await createProduct(t.app);
    const hidden = await createProduct(t.app, { published: false });
    for (const id of [product.id, hidden.product.id, 2_000_000_000]) {
      const answer = await t.app.inject({ url: `/api/products/${id}/share-image.jpg` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Product not found.' });
    }
    expect((await t.app.inject({ url: '/api/products/abc/share-image.jpg' })).statusCode).toBe(400);
  });
});
