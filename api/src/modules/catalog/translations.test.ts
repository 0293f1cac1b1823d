import type { InjectOptions } from 'fastify';
import type {
  AdminCategory,
  AdminProduct,
  Category,
  Product,
  ProductFacets,
  ProductInput,
  Suggestions,
} from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import { adminClient, type AdminClient } from '../../../test/admin-helpers.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { categoryShareCard, productShareCard, shopShareCard } from './storefront-seo.js';

/** Yoruba typed with combining marks (NFD), as some keyboards send it. */
const YORUBA_NFD = 'Ìrẹsì Ọ̀fadà'.normalize('NFD');

describe.each(databases)('catalogue in the shoppers’ languages (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let product: AdminProduct;
  let category: AdminCategory;
  // With the catalogue's caches on: every answer is cached per language.
  beforeAll(async () => {
    t = await buildTestApp({ kind, seed: true, config: { catalogCacheMs: 60_000 } });
    c = await adminClient(t);
    const created = await c.admin({
      method: 'POST',
      url: '/api/admin/categories',
      payload: {
        name: 'Test Staples',
        description: 'Grains and flour',
        translations: {
          yo: { name: 'Oúnjẹ Ìdánwò', description: 'Ọkà àti ìyẹ̀fun' },
          ha: { name: 'Kayan Gwaji' },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    category = created.json<{ data: AdminCategory }>().data;
    const input: ProductInput = {
      name: 'Test Ofada Rice 2kg',
      description: 'Local rice, stone-free',
      category_id: category.id,
      variants: [{ sku: 'TST-I18N-RICE', regular_price: 5_000, stock: 3 }],
      translations: {
        yo: { name: YORUBA_NFD, description: 'Ìrẹsì ìbílẹ̀, kò ní òkúta' },
        ha: { name: 'Shinkafar Ofada 2kg' },
        pcm: { name: 'Ofada Rice 2kg', description: 'Local rice wey no get stone' },
      },
    };
    const made = await c.admin({ method: 'POST', url: '/api/admin/products', payload: input });
    expect(made.statusCode).toBe(201);
    product = made.json<{ data: AdminProduct }>().data;
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, language?: string, headers: InjectOptions['headers'] = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: language ? { 'accept-language': language, ...headers } : headers,
    });
  const data = <T>(response: { json: <J>() => J }) => response.json<{ data: T }>().data;

  it('keeps what the admin sends in NFC and answers it in the admin reads', async () => {
    expect(product.translations.yo).toEqual({
      name: 'Ìrẹsì Ọ̀fadà'.normalize('NFC'),
      description: 'Ìrẹsì ìbílẹ̀, kò ní òkúta',
    });
    expect(product.translations.yo?.name).not.toBe(YORUBA_NFD);
    expect(product.translations.ha).toEqual({ name: 'Shinkafar Ofada 2kg', description: '' });
    expect(product.translations.ig).toBeUndefined();
    expect(category.translations).toEqual({
      yo: { name: 'Oúnjẹ Ìdánwò', description: 'Ọkà àti ìyẹ̀fun' },
      ha: { name: 'Kayan Gwaji', description: '' },
    });
    const read = data<AdminProduct>(
      await c.admin({ method: 'GET', url: `/api/admin/products/${product.id}` }),
    );
    expect(read.translations).toEqual(product.translations);
  });

  it('answers a product in the language asked, English where it has no translation', async () => {
    const url = `/api/products/${product.id}`;
    const yoruba = await get(url, 'yo-NG,yo;q=0.9,en;q=0.5');
    expect(yoruba.headers.vary).toMatch(/Accept-Language/i);
    expect(data<Product>(yoruba)).toMatchObject({
      name: 'Ìrẹsì Ọ̀fadà'.normalize('NFC'),
      description: 'Ìrẹsì ìbílẹ̀, kò ní òkúta',
      lang: 'yo',
      category: { id: category.id, name: 'Oúnjẹ Ìdánwò', lang: 'yo' },
    });
    expect(data<Product>(yoruba).description_lang).toBeUndefined();
    // A Hausa name over the English description, which says it is English.
    expect(data<Product>(await get(url, 'ha'))).toMatchObject({
      name: 'Shinkafar Ofada 2kg',
      lang: 'ha',
      description: 'Local rice, stone-free',
      description_lang: 'en-NG',
      category: { name: 'Kayan Gwaji', lang: 'ha' },
    });
    // No Igbo translation: English, marked as English.
    expect(data<Product>(await get(url, 'ig'))).toMatchObject({
      name: 'Test Ofada Rice 2kg',
      lang: 'en-NG',
      category: { name: 'Test Staples', lang: 'en-NG' },
    });
    const english = await get(url);
    expect(data<Product>(english)).toMatchObject({ name: 'Test Ofada Rice 2kg', lang: 'en-NG' });
    expect(data<Product>(english)).not.toHaveProperty('description_lang');
    // The cache keeps each language's answer apart, in both orders.
    expect(data<Product>(await get(url, 'yo')).name).toBe('Ìrẹsì Ọ̀fadà'.normalize('NFC'));
    expect(data<Product>(await get(url, 'fr')).name).toBe('Test Ofada Rice 2kg');
  });

  it('answers listings, categories, facets and suggestions in the language asked', async () => {
    const url = `/api/products?category=${category.slug}`;
    for (let round = 0; round < 2; round += 1) {
      // The second round is answered from the caches (the known URL, per language).
      const yo = data<Paginated<Product>>(await get(url, 'yo'));
      expect(yo.results.map((p) => [p.name, p.lang])).toEqual([['Ìrẹsì Ọ̀fadà'.normalize('NFC'), 'yo']]);
      const en = data<Paginated<Product>>(await get(url));
      expect(en.results.map((p) => [p.name, p.lang])).toEqual([['Test Ofada Rice 2kg', 'en-NG']]);
    }
    const categories = await get('/api/products/categories', 'ha');
    expect(categories.headers.vary).toMatch(/Accept-Language/i);
    const listed = data<Category[]>(categories);
    expect(listed.find((x) => x.id === category.id)).toMatchObject({
      name: 'Kayan Gwaji',
      lang: 'ha',
      description: 'Grains and flour',
      description_lang: 'en-NG',
    });
    // The seeded categories are translated; the new one has no Igbo, so it shows in English among Igbo ones.
    const igbo = data<Category[]>(await get('/api/products/categories', 'ig'));
    expect(igbo.find((x) => x.id === category.id)).toMatchObject({ name: 'Test Staples', lang: 'en-NG' });
    expect(igbo.find((x) => x.slug === 'electronics')).toMatchObject({ name: 'Ngwa Eletrọnịkị', lang: 'ig' });

    const facets = data<ProductFacets>(await get(`/api/products/facets?search=ofada`, 'yo'));
    expect(facets.categories).toContainEqual(
      expect.objectContaining({ value: category.slug, label: 'Oúnjẹ Ìdánwò', lang: 'yo' }),
    );

    const suggested = data<Suggestions>(await get('/api/products/suggestions?q=test ofada', 'pcm'));
    expect(suggested.products).toContainEqual(
      expect.objectContaining({ id: product.id, name: 'Ofada Rice 2kg', lang: 'pcm' }),
    );
    expect(suggested.categories).toContainEqual(
      expect.objectContaining({ id: category.id, name: 'Test Staples', lang: 'en-NG' }),
    );
  });

  it('writes the share cards in the language asked', async () => {
    const db = t.app.db;
    expect(await productShareCard(db, product.id, 'yo')).toMatchObject({
      title: 'Ìrẹsì Ọ̀fadà'.normalize('NFC'),
      kicker: 'Oúnjẹ Ìdánwò',
      locale: 'yo',
    });
    const english = await productShareCard(db, product.id);
    expect(english).toMatchObject({ title: 'Test Ofada Rice 2kg', kicker: 'Test Staples' });
    expect(english).not.toHaveProperty('locale');
    expect(await categoryShareCard(db, category.slug, 'yo')).toMatchObject({
      title: 'Oúnjẹ Ìdánwò',
      subtitle: 'Ọkà àti ìyẹ̀fun',
    });
    expect((await shopShareCard(db, 'ha')).title).toBe('Sayayya ta intanet a Najeriya');
    const picture = await get(`/api/products/${product.id}/share-image.jpg?lang=ig`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers.vary ?? '').not.toMatch(/Accept-Language/i);
    expect((await get(`/api/products/${product.id}/share-image.jpg`, 'yo')).headers.vary).toMatch(
      /Accept-Language/i,
    );
  });

  it('removes a translation given with an empty name, and keeps those left out', async () => {
    const updated = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', description: 'Grains and flour', translations: { ha: { name: ' ' } } },
    });
    expect(updated.statusCode).toBe(200);
    expect(data<AdminCategory>(updated).translations).toEqual({
      yo: { name: 'Oúnjẹ Ìdánwò', description: 'Ọkà àti ìyẹ̀fun' },
    });
    const listed = data<Category[]>(await get('/api/products/categories', 'ha'));
    expect(listed.find((x) => x.id === category.id)).toMatchObject({ name: 'Test Staples', lang: 'en-NG' });
  });

  it('refuses a language the shop does not have, and translations too long, with a clear message', async () => {
    const unknown = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', translations: { fr: { name: 'Aliments' } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { 'translations.fr': ['Translations are by language: pcm, ha, yo, ig'] },
    });
    const english = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', translations: { 'en-NG': { name: 'Staples' } } },
    });
    expect(english.statusCode).toBe(400);
    const long = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', translations: { yo: { name: 'ẹ'.repeat(81) } } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      errors: { 'translations.yo.name': ['Must be at most 80 characters'] },
    });
    const nameless = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', translations: { ig: { name: '', description: 'Ọka' } } },
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toMatchObject({
      errors: {
        'translations.ig.name': ['Give the name in this language too, or leave its description empty'],
      },
    });
    const notText = await c.admin({
      method: 'PUT',
      url: `/api/admin/categories/${category.id}`,
      payload: { name: 'Test Staples', translations: { yo: 'Oúnjẹ' } },
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({
      errors: { 'translations.yo': ['A translation is { name, description }'] },
    });
  });
});
