/** @jest-environment node */
import { catalogApi, storeApi } from 'shop-sdk';
import * as render from '../../render';
import { shellServerOn } from '../../../testing/shell-server';
import type { Renderer } from './page-renderer';

// No remote renders here: the shell's own pages only.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.setTimeout(30_000);

const { raw, shellServer } = shellServerOn(7185);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(catalogApi, 'categories').mockResolvedValue([]);
  jest.spyOn(storeApi, 'settings').mockResolvedValue({
    shop: {
      name: 'Kasuwa Stores',
      support_email: 'help@kasuwa.example',
      support_phone: '+2348098765432',
      address: '3 Broad Street, Lagos Island',
      return_window_days: 14,
    },
    vat_rate: 7.5,
  });
  jest.spyOn(storeApi, 'delivery').mockResolvedValue({ zones: [], stations: [] });
});
afterEach(() => jest.restoreAllMocks());

/** The shell's server render itself (server/render.tsx), not the fake one of the other page tests. */
const shellRender = () => shellServer([], { renderer: render as unknown as Renderer });

const attr = (html: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe("the shell's own pages, rendered by the server in the page's language", () => {
  it('answers /ha/returns in Hausa: <html lang>, title, description, words and the return window of Settings', async () => {
    const shell = await shellRender();
    try {
      const page = await raw('/ha/returns');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<html lang="ha">');
      expect(page.body).toContain('<title>Mayar da kaya da musaya | Kasuwa</title>');
      expect(attr(page.body, 'description')).toBe(
        'Mayar da kaya da musaya a Kasuwa: yadda sayayya, isarwa da mayar da kaya ke aiki ga masu sayayya a faɗin Najeriya.',
      );
      expect(attr(page.body, 'og:title')).toBe('Mayar da kaya da musaya | Kasuwa');
      expect(page.body).toContain('<link rel="canonical" href="https://kasuwa.example/ha/returns">');
      expect(page.body).toMatch(/<h1[^>]*>Mayar da kaya da musaya<\/h1>/);
      expect(page.body).toContain('Kun canza raʼayi? Ku mayar da yawancin kaya cikin <!-- -->kwanaki 14');
      // The shell's links stay in the page's language.
      expect(page.body).toContain('href="/ha/contact"');
    } finally {
      await shell.close();
    }
  });

  it('answers a missing page under /yo with the 404 page in Yoruba, status 404', async () => {
    const shell = await shellRender();
    try {
      const page = await raw('/yo/no-such-page');
      expect(page.status).toBe(404);
      expect(page.body).toContain('<html lang="yo">');
      expect(page.body).toContain('<title>A kò rí ojú-ìwé náà | Kasuwa</title>');
      expect(page.body).toMatch(/<h1 id="not-found-title">Háà! A kò rí ojú-ìwé náà<\/h1>/);
      expect(page.body).toMatch(/À ń darí yín sí ojú-ìwé àkọ́kọ́ ní ìṣẹ́jú-àáyá <strong[^>]*>10<\/strong>/);
      expect(page.body).toContain('href="/yo/faq"');
    } finally {
      await shell.close();
    }
  });

  it('keeps the English pages word for word', async () => {
    const shell = await shellRender();
    try {
      const missing = await raw('/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<title>Page Not Found | Kasuwa</title>');
      expect(missing.body).toMatch(/Redirecting to the homepage in <strong[^>]*>10<\/strong> seconds\./);
      const faq = await raw('/faq');
      expect(faq.status).toBe(200);
      expect(faq.body).toContain('<title>Frequently Asked Questions | Kasuwa</title>');
      expect(faq.body).toContain('Quick answers to what shoppers ask us most.');
    } finally {
      await shell.close();
    }
  });
});
