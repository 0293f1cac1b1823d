import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { storeApi } from 'shop-sdk';
import { apiError, renderInShop, renderInShopWhenReady } from 'shop-sdk/testing/render';
import ha from '../../messages/ha.json';
import yo from '../../messages/yo.json';
import { HelpPage } from './help-page';
import { HELP_TOPICS } from './help-topics';

const contact = jest.spyOn(storeApi, 'contact');

const lagos = {
  id: 1,
  name: 'Lagos',
  fee: 2500,
  free_from: 100_000,
  min_days: 1,
  max_days: 2,
  states: ['Lagos' as const],
};
const northEast = {
  id: 7,
  name: 'North East',
  fee: 6500,
  free_from: null,
  min_days: 5,
  max_days: 8,
  states: ['Adamawa' as const, 'Borno' as const],
};
beforeEach(() => {
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
  jest.spyOn(storeApi, 'delivery').mockResolvedValue({
    zones: [lagos, northEast],
    stations: [
      {
        id: 3,
        name: 'Maiduguri Post Office',
        state: 'Borno',
        address: '1 Post Office Road, Maiduguri',
        opening_hours: 'Mon–Fri 9:00–17:00',
        fee: 1500,
        active: true,
      },
    ],
  });
});

describe('HelpPage', () => {
  it.each(HELP_TOPICS.map((topic) => [topic.slug, topic.title]))(
    '/%s has its heading, its own title and links to the other help pages',
    (slug, title) => {
      renderInShop(<HelpPage slug={slug as (typeof HELP_TOPICS)[number]['slug']} />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | Kasuwa`);
      const help = screen.getByRole('navigation', { name: 'Help' });
      expect(help.querySelectorAll('a')).toHaveLength(HELP_TOPICS.length);
    },
  );

  it('folds the topics into one menu naming the page on a phone, open beside the article on a wide screen', () => {
    const { unmount } = renderInShop(<HelpPage slug="shipping" />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    const menu = help.querySelector('details');
    expect(menu).not.toHaveAttribute('open');
    expect(menu?.querySelector('summary')).toHaveTextContent('Help topics: Shipping');
    expect(menu?.querySelectorAll('a')).toHaveLength(HELP_TOPICS.length);
    unmount();

    const before = window.matchMedia;
    window.matchMedia = (query: string) => ({ matches: query === '(min-width: 860px)' }) as MediaQueryList;
    renderInShop(<HelpPage slug="shipping" />);
    expect(screen.getByRole('navigation', { name: 'Help' }).querySelector('details')).toHaveAttribute('open');
    window.matchMedia = before;
  });

  it('shows the zones, their fees and times, and the open pickup stations from Settings', async () => {
    renderInShop(<HelpPage slug="shipping" />);
    expect(await screen.findByText(/Door delivery costs ₦2,500\.00 to ₦6,500\.00/)).toBeInTheDocument();
    const zones = screen.getByRole('table', { name: 'Delivery by zone' });
    expect(zones).toHaveTextContent('LagosLagos₦2,500.00₦100,000.001–2 working days');
    expect(zones).toHaveTextContent('North EastAdamawa, Borno₦6,500.00Always charged5–8 working days');
    expect(screen.getByRole('table', { name: 'Pickup stations' })).toHaveTextContent(
      'Maiduguri Post Office (Borno)1 Post Office Road, MaiduguriMon–Fri 9:00–17:00₦1,500.00',
    );
    expect(screen.getByRole('heading', { name: 'Pay on delivery' })).toBeInTheDocument();
  });

  it('gives the return window of Settings, its contact details, and names the NDPR on the privacy page', async () => {
    const { unmount } = renderInShop(<HelpPage slug="returns" />);
    expect(await screen.findByText(/within 14 days of delivery/)).toBeInTheDocument();
    unmount();
    const terms = renderInShop(<HelpPage slug="terms" />);
    expect(
      await screen.findByText(/Kasuwa Stores is an online shop at 3 Broad Street, Lagos Island/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@kasuwa.example' })).toHaveAttribute(
      'href',
      'mailto:help@kasuwa.example',
    );
    expect(screen.getByRole('link', { name: '+234 809 876 5432' })).toHaveAttribute(
      'href',
      'tel:+2348098765432',
    );
    terms.unmount();
    renderInShop(<HelpPage slug="privacy" />);
    expect(screen.getByText(/Nigeria Data Protection Act 2023 and the NDPR/)).toBeInTheDocument();
    expect(screen.getByText(/Nigeria Data Protection Commission/)).toBeInTheDocument();
  });

  it('/contact sends the contact form and empties it', async () => {
    contact.mockResolvedValue({ id: 1 });
    renderInShop(<HelpPage slug="contact" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Delivery to Kano' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'How long?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(contact).toHaveBeenCalledWith({
      inquiry_type: 'General Inquiry',
      subject: 'Delivery to Kano',
      message: 'How long?',
    });
    expect(await screen.findByText('Message sent! We will get back to you soon.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });
});

/**
 * A help page in a language, as the route table has it: under a Suspense boundary, as it waits for its language's
 * words (a catalogue of their own), rendered in an awaited act so that React takes them once they have come.
 */
describe('HelpPage in the shoppers’ languages', () => {
  it('/ha/shipping is in Hausa: its title, topics, zones and stations, with the shop’s prices', async () => {
    // (Its description, written on the server only, is in the server's test: languages.test.ts.)
    await renderInShopWhenReady(<HelpPage slug="shipping" />, { locale: 'ha', messages: ha });
    // Its words are a catalogue of their own, fetched with the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Jigila da isarwa' })).toBeInTheDocument();
    expect(document.title).toBe('Jigila da isarwa | Kasuwa');
    const help = screen.getByRole('navigation', { name: 'Taimako' });
    expect(help.querySelector('summary')).toHaveTextContent('Batutuwan taimako: Jigila da isarwa');
    expect(within(help).getByRole('link', { name: 'Tambayoyin da ake yawan yi' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(
      await screen.findByText(/Isarwa har ƙofa tana kashe ₦2,500\.00 zuwa ₦6,500\.00/),
    ).toBeInTheDocument();
    const zones = screen.getByRole('table', { name: 'Isarwa ta yanki' });
    expect(zones).toHaveTextContent('LagosLagos₦2,500.00₦100,000.00kwanakin aiki 1–2');
    expect(zones).toHaveTextContent('North EastAdamawa, Borno₦6,500.00Ana biya koyaushekwanakin aiki 5–8');
    expect(
      within(zones)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Yanki', 'Jihohi', 'Kuɗi', 'Kyauta daga', 'Tsawon lokaci']);
    expect(screen.getByRole('table', { name: 'Wuraren karɓar kaya' })).toHaveTextContent('₦1,500.00');
    expect(screen.getByRole('link', { name: 'Odata' })).toHaveAttribute('href', '/orders');
  });

  it('/yo/returns and /yo/terms are in Yoruba, with the return window and the shop’s details of Settings', async () => {
    const { unmount } = await renderInShopWhenReady(<HelpPage slug="returns" />, {
      locale: 'yo',
      messages: yo,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ìdápadà àti pàṣípààrọ̀' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/láàrin ọjọ́ 14 lẹ́yìn ìfijíṣẹ́/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fọ́ọ̀mù ìkànsí' })).toHaveAttribute('href', '/contact');
    unmount();
    await renderInShopWhenReady(<HelpPage slug="terms" />, { locale: 'yo', messages: yo });
    expect(
      await screen.findByText(/Kasuwa Stores jẹ́ ọjà orí ayélujára ní 3 Broad Street, Lagos Island, Nàìjíríà/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@kasuwa.example' })).toHaveAttribute(
      'href',
      'mailto:help@kasuwa.example',
    );
    expect(screen.getByText(/A ṣàtúnṣe rẹ̀ kẹ́yìn ní 23 November 2026\./)).toBeInTheDocument();
  });

  it('/yo/contact has its form in Yoruba, and the API’s validation messages in Yoruba', async () => {
    contact.mockRejectedValue(
      apiError(400, { message: 'Invalid input', errors: { subject: ['Subject is required'] } }),
    );
    const view = await renderInShopWhenReady(<HelpPage slug="contact" />, { locale: 'yo', messages: yo });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kàn sí wa' })).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Irú ìbéèrè' });
    // The shopper reads the type in Yoruba; the API still gets its English.
    expect(within(type).getByRole('option', { name: 'Ìrànlọ́wọ́ fún ìbéèrè ọjà' })).toHaveValue(
      'Order Support',
    );
    await view.user.click(screen.getByRole('button', { name: 'Fi ọ̀rọ̀ ránṣẹ́' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Àkòrí' })).toHaveAccessibleDescription('Ẹ kọ àkòrí'),
    );
  });
});
