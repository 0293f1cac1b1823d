import { createCategory, createProduct } from '../../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';
import { saveTranslations } from '../translations.js';
import { didYouMean } from './did-you-mean.js';

describe.each(databases)('search by the translated names (%s)', (kind) => {
  let t: TestApp;
  let chicken: number;
  let torch: number;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const frozen = await createCategory(t.app, 'Frozen Foods');
    const home = await createCategory(t.app, 'Home Appliances');
    chicken = (await createProduct(t.app, { name: 'Whole Chicken 1.2kg', categoryId: frozen.id })).product.id;
    torch = (await createProduct(t.app, { name: 'Rechargeable Torch', categoryId: home.id })).product.id;
    await createProduct(t.app, { name: 'Standing Fan 18 inch', categoryId: home.id });
    // None of these words is an English name or a search synonym: only the translations can find them.
    await saveTranslations(t.app.db, 'product', chicken, {
      yo: { name: 'Odindi Adìẹ 1.2kg', description: 'Ẹran adìẹ dídì' },
      ha: { name: 'Ɗanyen Kaza Cikakke 1.2kg', description: '' },
      ig: { name: 'Ọkụkọ Zuru Ezu 1.2kg', description: '' },
      pcm: { name: 'Full Fowl 1.2kg', description: 'Fowl wey dem don freeze' },
    });
    await saveTranslations(t.app.db, 'category', frozen.id, {
      ig: { name: 'Nri Oyi', description: '' },
      ha: { name: 'Abincin Sanyi', description: '' },
    });
  }, 60_000);
  afterAll(() => t.close());

  const found = async (search: string, language = 'en-NG') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(search)}`,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { results: { id: number; name: string }[] } }).data.results;
  };
  const ids = async (search: string, language?: string) => (await found(search, language)).map((p) => p.id);

  it('finds a product by its name in each language, from any language, with or without marks', async () => {
    for (const search of ['adìẹ', 'adie', 'ADIE odindi']) expect(await ids(search)).toEqual([chicken]);
    // Hausa's hooked letters, typed or not.
    for (const search of ['ɗanyen kaza', 'danyen', 'Ɗanyen'])
      expect(await ids(search, 'yo')).toEqual([chicken]);
    for (const search of ['ọkụkọ', 'okuko zuru']) expect(await ids(search, 'ha')).toEqual([chicken]);
    expect(await ids('fowl', 'ig')).toEqual([chicken]);
    // A translated description weighs as a description.
    expect(await ids('freeze')).toEqual([chicken]);
    // The answer is in the shopper's language whatever language the search was in.
    expect((await found('kaza', 'yo')).map((p) => p.name)).toEqual(['Odindi Adìẹ 1.2kg']);
    expect((await found('kaza')).map((p) => p.name)).toEqual(['Whole Chicken 1.2kg']);
  });

  it("finds a category's products by its translated name", async () => {
    expect(await ids('nri oyi')).toEqual([chicken]);
    expect(await ids('sanyi')).toEqual([chicken]);
  });

  it('follows the translations as they change, and as they go', async () => {
    expect(await ids('walkiya')).toEqual([]);
    await saveTranslations(t.app.db, 'product', torch, { ha: { name: 'Tocilan Caji', description: '' } });
    expect(await ids('tocilan caji')).toEqual([torch]);
    await saveTranslations(t.app.db, 'product', torch, { ha: { name: 'Walkiyar Caji', description: '' } });
    expect(await ids('walkiya')).toEqual([torch]);
    expect(await ids('tocilan')).toEqual([]);
    await saveTranslations(t.app.db, 'product', torch, { ha: { name: '', description: '' } });
    expect(await ids('walkiya')).toEqual([]);
  });

  it('offers the closest translated word for a misspelt local word', async () => {
    expect(await didYouMean(t.app.db, 'okukko')).toBe('okuko');
    expect(await didYouMean(t.app.db, 'odindii adie')).toBe('odindi adie');
    // A search spells a word it finds nothing for as the closest word the catalogue knows, translations included.
    expect(await ids('okukko')).toEqual([chicken]);
  });
});
