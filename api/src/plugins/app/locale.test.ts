import Fastify from 'fastify';
import localePlugin, { namedLocaleOf } from './locale.js';

describe('the request locale', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(localePlugin);
    app.get('/', async (request) => ({ locale: request.locale, named: namedLocaleOf(request) }));
    await app.ready();
  });
  afterAll(() => app.close());

  const answerFor = async (acceptLanguage?: string) => {
    const response = await app.inject({
      url: '/',
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    return response.json<{ locale: string; named: string | null }>();
  };
  const localeFor = async (acceptLanguage?: string) => (await answerFor(acceptLanguage)).locale;
  const namedFor = async (acceptLanguage?: string) => (await answerFor(acceptLanguage)).named;

  it.each([
    ['pcm', 'pcm'],
    ['ha', 'ha'],
    ['yo-NG,yo;q=0.9,en;q=0.8', 'yo'],
    ['ig-NG', 'ig'],
    ['en-GB,en;q=0.9', 'en-NG'],
    ['fr-FR', 'en-NG'],
    ['*', 'en-NG'],
  ])('negotiates %j as %s', async (header, locale) => {
    expect(await localeFor(header)).toBe(locale);
  });

  it('is English without an Accept-Language', async () => {
    expect(await localeFor()).toBe('en-NG');
  });

  describe('the language it names itself', () => {
    it.each([
      ['yo', 'yo'],
      ['pcm', 'pcm'],
      ['en-NG', 'en-NG'],
      ['ha-NG,ha;q=0.9', 'ha'],
      ['en-GB,en;q=0.9', 'en-NG'],
    ])('%j names %s', async (header, locale) => {
      expect(await namedFor(header)).toBe(locale);
    });

    it.each([undefined, '', '*', 'fr-FR', 'fr, *'])('%j names none', async (header) => {
      expect(await namedFor(header)).toBeNull();
    });
  });
});
