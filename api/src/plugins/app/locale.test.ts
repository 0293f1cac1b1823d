import Fastify from 'fastify';
import localePlugin from './locale.js';

describe('the request locale', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(localePlugin);
    app.get('/', async (request) => ({ locale: request.locale }));
    await app.ready();
  });
  afterAll(() => app.close());

  const localeFor = async (acceptLanguage?: string) => {
    const response = await app.inject({
      url: '/',
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    return (response.json() as { locale: string }).locale;
  };

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
});
