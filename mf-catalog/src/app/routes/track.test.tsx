import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from 'shop-sdk';
import { request } from 'shop-sdk/testing/request';
import { apiError, renderInShop, resetSession } from 'shop-sdk/testing/render';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import type { TrackAnswer } from 'shared-contracts/schemas/delivery';
import ha from '../../messages/ha.json';
import yo from '../../messages/yo.json';
import { inEnglish } from '../../messages/translate';
import { prefetch } from '../server-routes';
import TrackPage, { trackMeta } from './track';

jest.mock('shop-sdk/endpoints');

const NUMBER = 'KSW-20261207-4QX2ZA';

const answer = (over: Partial<TrackAnswer> = {}): TrackAnswer => ({
  order_number: NUMBER,
  first_name: 'Chiamaka',
  status: 'shipped',
  placed_at: '2026-12-06T09:00:00.000Z',
  delivery_method: 'home',
  estimate: '2026-12-11',
  shipment: {
    status: 'out_for_delivery',
    courier: 'GIG Logistics',
    tracking_code: 'GIG-55120',
    tracking_url: 'https://giglogistics.com/track/GIG-55120',
    estimate: '2026-12-09',
    events: [
      { status: 'picked_up', note: 'Collected at Ikeja hub', at: '2026-12-07T13:30:00.000Z' },
      { status: 'out_for_delivery', note: 'Rider on the way', at: '2026-12-08T23:15:00.000Z' },
    ],
  },
  ...over,
});

const NOT_FOUND = 'We could not find an order with that number and phone number. Check both and try again.';

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

/** The page as the shell's server renders it for `url`, after the catalog's loader: the HTML, before any script. */
async function serverHtml(url: string): Promise<{ html: HTMLElement; queryClient: QueryClient }> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  await prefetch(queryClient, new URL(url, 'http://shop'));
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={createStore()}>
        <ShopIntlProvider locale="en-NG" messages={{}}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/track/:orderNumber?" element={<TrackPage />} />
            </Routes>
          </MemoryRouter>
        </ShopIntlProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { html: host, queryClient };
}

describe('without JavaScript', () => {
  it('asks for the phone with a GET form to the page itself', async () => {
    const { html } = await serverHtml(`/track/${NUMBER}`);
    expect(request.post).not.toHaveBeenCalled();
    const form = html.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', `/track/${NUMBER}`);
    expect(form.querySelector('input[name="phone"]')).toHaveAttribute('type', 'tel');
    expect(form.querySelector('input[name="number"]')).toBeNull();
    expect(html.querySelector('h1')).toHaveTextContent(`Track order ${NUMBER}`);
  });

  it('on /track asks for the number too', async () => {
    const { html } = await serverHtml('/track');
    const form = html.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/track');
    expect(form.querySelector('input[name="number"]')).toHaveAttribute('required');
    expect(form.querySelector('input[name="phone"]')).toHaveAttribute('required');
  });

  it('renders the answer the server’s loader fetched: first name, status, courier, estimate and timeline', async () => {
    jest.mocked(request.post).mockResolvedValue(answer());
    const { html } = await serverHtml(`/track/${NUMBER.toLowerCase()}?phone=0803%20123%204567`);
    expect(request.post).toHaveBeenCalledWith(
      `track/${NUMBER}`,
      { phone: '0803 123 4567' },
      { retry: false },
    );
    const text = html.textContent ?? '';
    expect(text).toContain(`Hello Chiamaka, here is where order ${NUMBER} is.`);
    expect(text).toContain('Shipped');
    expect(text).toContain('GIG Logistics');
    expect(text).toContain('9 Dec 2026');
    const link = html.querySelector('a[href="https://giglogistics.com/track/GIG-55120"]');
    expect(link).toHaveTextContent('GIG-55120');
    const steps = [...html.querySelectorAll('ol li')].map((step) => step.textContent);
    expect(steps).toEqual([
      'Out for deliveryRider on the way9 Dec 2026, 00:15 WAT',
      'Picked up by the courierCollected at Ikeja hub7 Dec 2026, 14:30 WAT',
    ]);
    // Nothing else personal, and never the phone.
    expect(text).not.toContain('0803');
    expect(html.innerHTML).not.toContain('0803');
  });

  it('says when the number and phone do not go together, with the form to try again', async () => {
    jest.mocked(request.post).mockRejectedValue(apiError(404, { message: NOT_FOUND }));
    const { html } = await serverHtml(`/track/${NUMBER}?phone=08099999999`);
    expect(html.querySelector('[role="alert"]')).toHaveTextContent(NOT_FOUND);
    expect(html.querySelector('input[name="phone"]')).toHaveAttribute('value', '08099999999');
  });

  it('says to wait after too many tries', async () => {
    jest.mocked(request.post).mockRejectedValue(apiError(429, { message: 'Rate limit exceeded' }));
    const { html } = await serverHtml(`/track/${NUMBER}?phone=08031234567`);
    expect(html.querySelector('[role="alert"]')).toHaveTextContent(
      'Too many tries. Wait a minute and try again.',
    );
  });

  it('looks up the number and phone the form of /track sent', async () => {
    jest.mocked(request.post).mockResolvedValue(answer({ shipment: null }));
    const { html } = await serverHtml(`/track?number=${NUMBER}&phone=08031234567`);
    expect(request.post).toHaveBeenCalledWith(`track/${NUMBER}`, { phone: '08031234567' }, { retry: false });
    expect(html.textContent).toContain('Your order has not been handed to a courier yet.');
    expect(html.textContent).toContain('Expected by11 Dec 2026');
  });
});

describe('its head', () => {
  it('names the order and the shop, never the shopper, and leaves the phone out of its address', () => {
    const meta = trackMeta(NUMBER, inEnglish);
    expect(meta.title).toBe(`Track order ${NUMBER} | Kasuwa`);
    expect(meta.description).toContain(NUMBER);
    expect(meta.canonical).toBe(`/track/${NUMBER}`);
    expect(meta.image?.url).toBe('/api/products/share-image.jpg');
    expect(trackMeta('', inEnglish, 429)).toMatchObject({
      title: 'Track your order | Kasuwa',
      canonical: '/track',
      status: 429,
    });
  });
});

describe('with JavaScript', () => {
  it('hydrates from the server’s answer without asking again, and drops the phone from the address', async () => {
    jest.mocked(request.post).mockResolvedValue(answer());
    const url = `/track/${NUMBER}?phone=08031234567`;
    const { queryClient } = await serverHtml(url);
    const { currentPath } = renderInShop(<TrackPage />, {
      path: '/track/:orderNumber?',
      url,
      queryClient,
    });
    expect(screen.getByText(`Hello Chiamaka, here is where order ${NUMBER} is.`)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/track/${NUMBER}`));
    expect(screen.getByText('GIG Logistics')).toBeInTheDocument();
    expect(request.post).toHaveBeenCalledTimes(1);
    expect(document.title).toBe(`Track order ${NUMBER} | Kasuwa`);
  });

  it('submits the phone in the page, shows the answer and keeps the phone out of the address', async () => {
    jest.mocked(request.post).mockResolvedValue(answer());
    const { user, currentPath } = renderInShop(<TrackPage />, {
      path: '/track/:orderNumber?',
      url: `/track/${NUMBER}`,
    });
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText(`Hello Chiamaka, here is where order ${NUMBER} is.`)).toBeInTheDocument();
    expect(request.post).toHaveBeenCalledWith(
      `track/${NUMBER}`,
      { phone: '0803 123 4567' },
      { retry: false },
    );
    await waitFor(() => expect(currentPath()).toBe(`/track/${NUMBER}`));
    expect(screen.getByRole('list', { name: 'Delivery updates' })).toBeInTheDocument();
  });

  it('on /track goes to the order’s own page, and asks again after a refusal', async () => {
    jest
      .mocked(request.post)
      .mockRejectedValueOnce(apiError(404, { message: NOT_FOUND }))
      .mockResolvedValueOnce(answer());
    const { user, currentPath } = renderInShop(<TrackPage />, {
      path: '/track/:orderNumber?',
      url: '/track',
    });
    await user.type(screen.getByLabelText('Order number'), NUMBER.toLowerCase());
    await user.type(screen.getByLabelText('Phone number'), '08099999999');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    await waitFor(() => expect(currentPath()).toBe(`/track/${NUMBER}`));

    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '08031234567');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText(/Hello Chiamaka/)).toBeInTheDocument();
    expect(request.post).toHaveBeenLastCalledWith(
      `track/${NUMBER}`,
      { phone: '08031234567' },
      { retry: false },
    );
    await waitFor(() => expect(currentPath()).toBe(`/track/${NUMBER}`));
  });
});

describe('in the shopper’s language', () => {
  it('speaks Hausa', async () => {
    jest.mocked(request.post).mockRejectedValue(apiError(429, { message: 'Rate limit exceeded' }));
    renderInShop(<TrackPage />, {
      path: '/track/:orderNumber?',
      url: `/track/${NUMBER}?phone=08031234567`,
      locale: 'ha',
      messages: ha,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Bi diddigin oda ${NUMBER}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kun gwada sau da yawa. Ku jira minti ɗaya ku sake gwadawa.',
    );
    expect(screen.getByLabelText('Lambar waya')).toBeInTheDocument();
  });

  it('speaks Yoruba, the courier’s steps too, the times in WAT', async () => {
    jest.mocked(request.post).mockResolvedValue(answer());
    renderInShop(<TrackPage />, {
      path: '/track/:orderNumber?',
      url: `/track/${NUMBER}?phone=08031234567`,
      locale: 'yo',
      messages: yo,
    });
    expect(
      await screen.findByText(`Ẹ ǹlẹ́ Chiamaka, ibi tí ìbéèrè ọjà ${NUMBER} wà nìyí.`),
    ).toBeInTheDocument();
    expect(screen.getByText('A ti fi ránṣẹ́')).toBeInTheDocument();
    const updates = screen.getByRole('list', { name: 'Ìròyìn ìfijíṣẹ́' });
    expect(within(updates).getByText('9 Dec 2026, 00:15 WAT')).toBeInTheDocument();
  });
});
