import sharp from 'sharp';
import { createCategory, createProduct } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

interface SitemapAnswer {
  data: {
    products: { id: number; last_modified_at: string }[];
    categories: { name: string; slug: string }[];
  };
}

describe.each(databases)('what the storefront server reads for search engines and previews (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Few new pictures an address may have drawn a minute, so that the limit is reached with a few products.
    t = await buildTestApp({ kind, seed: true, config: { shareImageDrawsPerMinute: 10 } });
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

  /** The answer as a JPEG's size and format, and the colour of one of its pixels. */
  const picture = async (url: string) => {
    const answer = await t.app.inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    const meta = await sharp(answer.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const pixel = async (left: number, top: number) => [
      ...(await sharp(answer.rawPayload)
        .extract({ left, top, width: 1, height: 1 })
        .removeAlpha()
        .raw()
        .toBuffer()),
    ];
    return { bytes: answer.rawPayload, pixel };
  };
  /** Near the shop's deep green (#14532d), as a JPEG keeps it. */
  const isShopGreen = ([r = 0, g = 0, b = 0]: number[]) =>
    Math.abs(r - 0x14) < 12 && Math.abs(g - 0x53) < 12 && Math.abs(b - 0x2d) < 12;

  it("makes a product's preview picture: 1200×630, under 300 KB, the photo beside a panel of words, the same each time", async () => {
    const id = await firstSeeded();
    const first = await picture(`/api/products/${id}/share-image.jpg`);
    // The words' panel, on the right, where a photo fitted on a white canvas left white bars.
    expect(isShopGreen(await first.pixel(1180, 300))).toBe(true);
    expect(isShopGreen(await first.pixel(20, 300))).toBe(false);
    const again = await picture(`/api/products/${id}/share-image.jpg`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('draws the price: the same product at another price is another picture', async () => {
    const category = await createCategory(t.app);
    const cheap = await createProduct(t.app, { name: 'Gele', categoryId: category.id, price: 15_000 });
    const same = await createProduct(t.app, { name: 'Gele', categoryId: category.id, price: 15_000 });
    const dear = await createProduct(t.app, { name: 'Gele', categoryId: category.id, price: 95_000 });
    const [a, b, c] = await Promise.all(
      [cheap, same, dear].map(({ product }) => picture(`/api/products/${product.id}/share-image.jpg`)),
    );
    expect(a?.bytes.equals(b?.bytes ?? Buffer.alloc(0))).toBe(true);
    expect(a?.bytes.equals(c?.bytes ?? Buffer.alloc(0))).toBe(false);
  });

  it('draws a card for a product without a photo; 404 for an unpublished product or none, 400 for a bad id', async () => {
    const { product } = await createProduct(t.app);
    const drawn = await picture(`/api/products/${product.id}/share-image.jpg`);
    expect(isShopGreen(await drawn.pixel(1180, 300))).toBe(true);
    const hidden = await createProduct(t.app, { published: false });
    for (const id of [hidden.product.id, 2_000_000_000]) {
      const answer = await t.app.inject({ url: `/api/products/${id}/share-image.jpg` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ message: 'Product not found.' });
    }
    expect((await t.app.inject({ url: '/api/products/abc/share-image.jpg' })).statusCode).toBe(400);
  });

  it("makes the shop's preview picture and one for each category; 404 for a category the shop does not have", async () => {
    const shop = await picture('/api/products/share-image.jpg');
    expect(isShopGreen(await shop.pixel(1180, 300))).toBe(true);
    const { data } = (await t.app.inject({ url: '/api/products/sitemap' })).json() as SitemapAnswer;
    const [first, second] = data.categories;
    const one = await picture(`/api/products/category/${first?.slug}/share-image.jpg`);
    const two = await picture(`/api/products/category/${second?.slug}/share-image.jpg`);
    expect(one.bytes.equals(two.bytes)).toBe(false);
    expect(one.bytes.equals(shop.bytes)).toBe(false);
    const unknown = await t.app.inject({ url: '/api/products/category/no-such-thing/share-image.jpg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Category not found.' });
  });

  it('draws new pictures for an address only so many times a minute; pictures made before are sent whatever the count', async () => {
    const category = await createCategory(t.app);
    const made = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createProduct(t.app, { name: `Ankara ${i}`, categoryId: category.id, price: 10_000 + i }),
      ),
    );
    const ask = (id: number, address: string, version = 1) =>
      t.app.inject({ url: `/api/products/${id}/share-image.jpg?v=${version}`, remoteAddress: address });
    const limit = t.config.shareImageDrawsPerMinute;
    const others = await Promise.all(
      Array.from({ length: limit - 2 }, (_, i) =>
        createProduct(t.app, { name: `Kaftan ${i}`, categoryId: category.id, price: 20_000 + i }),
      ),
    );
    // The address uses its drawings up on new pictures...
    for (const { product } of [...others, ...made.slice(0, 2)])
      expect((await ask(product.id, '203.0.113.40')).statusCode).toBe(200);
    const refused = await ask(made[2]!.product.id, '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      message: 'Too many new pictures asked for. Please try again in a minute.',
    });
    // ...but is still sent the pictures already made, under any version.
    for (const version of [1, 2, 3])
      expect((await ask(made[0]!.product.id, '203.0.113.40', version)).statusCode).toBe(200);
    // Another address is not held back by it.
    expect((await ask(made[2]!.product.id, '203.0.113.41')).statusCode).toBe(200);
    expect((await ask(made[2]!.product.id, '203.0.113.40')).statusCode).toBe(200);
  });
});
