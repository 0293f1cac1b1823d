import { sql } from 'drizzle-orm';
import { createCategory, createProduct } from '../../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';
import { searchWords } from './words.js';

/** Every letter of Yoruba, Hausa and Igbo that is not plain a–z, in words shoppers type. */
const NIGERIAN_WORDS = [
  'ìrẹsì ọ̀fẹ́ ní Èkó', // Yoruba: tone marks and dots below
  'Ọṣẹ Dúdú',
  'ɗankwali ƙwallo ɓaure ƴaƴa', // Hausa's hooked letters
  'Ɗan Ƙasa Ɓ Ƴ',
  'mmanụ nkwụ ekwentị ṅụọ', // Igbo's dotted vowels and ṅ
  'man gyaɗa',
  'Naijá',
];

describe.each(databases)('search in the shoppers’ own languages (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const groceries = await createCategory(t.app, 'Groceries');
    const fashion = await createCategory(t.app, 'Fashion');
    const beauty = await createCategory(t.app, 'Beauty & Health');
    await createProduct(t.app, { name: 'Mama Gold Rice', categoryId: groceries.id, price: 78_000 });
    await createProduct(t.app, { name: 'Kings Vegetable Oil', categoryId: groceries.id, price: 6_500 });
    await createProduct(t.app, { name: 'Aso-Oke Gele and Ipele Set', categoryId: fashion.id, price: 45_000 });
    await createProduct(t.app, {
      name: 'Dudu-Osun Black Soap (Pack of 6)',
      categoryId: beauty.id,
      price: 4_200,
    });
    await createProduct(t.app, { name: 'Raw Shea Butter 500g', categoryId: beauty.id, price: 3_500 });
  }, 60_000);
  afterAll(() => t.close());

  const names = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(search)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { results: { name: string }[] } }).data.results.map((p) => p.name);
  };

  it('splits a search as the database splits a product: tone marks, dots below and hooked letters folded', async () => {
    for (const text of NIGERIAN_WORDS) {
      const result = await t.app.db.execute(sql`select search_words(${text}) as words`);
      const [row] = (result as unknown as { rows: { words: string[] }[] }).rows;
      expect(searchWords(text)).toEqual(row?.words);
    }
    expect(searchWords('ìrẹsì ɗankwali ƙwallo')).toEqual(['iresi', 'dankwali', 'kwallo']);
  });

  it('finds a product by its everyday name in Hausa, Yoruba, Igbo or Pidgin, written with or without marks', async () => {
    for (const rice of ['shinkafa', 'ìrẹsì', 'iresi', 'IRESI', 'osikapa'])
      expect(await names(rice)).toEqual(['Mama Gold Rice']);
    for (const gele of ['ɗankwali', 'Ɗankwali', 'dankwali', 'ichafu', 'gèlè'])
      expect(await names(gele)).toEqual(['Aso-Oke Gele and Ipele Set']);
    expect(await names('ọṣẹ dúdú')).toEqual(['Dudu-Osun Black Soap (Pack of 6)']);
    expect(await names('ncha')).toEqual(['Dudu-Osun Black Soap (Pack of 6)']);
    expect(await names('man gyaɗa')).toEqual(['Kings Vegetable Oil']);
    expect(await names('òrí')).toEqual(['Raw Shea Butter 500g']);
    expect(await names('man kaɗanya')).toEqual(['Raw Shea Butter 500g']);
    // Pidgin and Nigerian English: the category's own word finds its products.
    expect((await names('provisions')).sort()).toEqual(['Kings Vegetable Oil', 'Mama Gold Rice']);
  });

  it('suggests products for a local word as it is typed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=shinkafa' });
    expect(res.statusCode).toBe(200);
    const { products } = (res.json() as { data: { products: { name: string }[] } }).data;
    expect(products.map((p) => p.name)).toEqual(['Mama Gold Rice']);
  });
});
