import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import type { StoreBanner } from 'shared-contracts/schemas/banners';
import { renderOnServer } from 'shop-sdk/testing/render';
import { timeLeft } from './countdown';
import { PromotionBanners } from './promotion-banners';

const banner = (over: Partial<StoreBanner> = {}): StoreBanner => ({
  id: 3,
  title: 'Black Friday week',
  text: 'Phones and TVs at their lowest prices',
  picture: '/api/uploads/banners/3-ab12.jpg',
  picture_alt: 'Phones on a table',
  link: '/promotions/black-friday-7',
  // 30 November 2026, 23:59 in Lagos.
  countdown_to: '2026-11-30T22:59:00.000Z',
  ...over,
});

const inRouter = (banners: StoreBanner[]) => (
  <ShopIntlProvider locale="en-NG" messages={{}}>
    <MemoryRouter>
      <PromotionBanners banners={banners} />
    </MemoryRouter>
  </ShopIntlProvider>
);

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

test('the server HTML holds the banner, its link, its picture in every width and its end in Lagos time', () => {
  const html = renderOnServer(inRouter([banner()]));
  // In the document, so that names given by aria-labelledby resolve.
  document.body.append(html);
  const link = within(html).getByRole('link', { name: 'Black Friday week' });
  expect(link).toHaveAttribute('href', '/promotions/black-friday-7');
  expect(within(link).getByText('Phones and TVs at their lowest prices')).toBeInTheDocument();
  const img = within(link).getByRole('img', { name: 'Phones on a table' });
  // Its room is set before the picture arrives, and the first banner's picture is fetched first.
  expect(img).toHaveAttribute('width', '1080');
  expect(img).toHaveAttribute('height', '608');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img.getAttribute('srcset')).toContain('/api/images/banners/3-ab12.jpg?w=1080&format=jpeg 1080w');
  // The end as the shop says times: Lagos time, marked WAT; the ticking part has its room, hidden, already.
  expect(within(link).getByText('30 Nov 2026, 23:59 WAT')).toHaveAttribute(
    'datetime',
    '2026-11-30T22:59:00.000Z',
  );
  const left = within(link).getByTestId('countdown-left');
  expect(left).toHaveTextContent('0d 00:00:00 left');
});

test('the countdown ticks once the page runs', () => {
  jest.useFakeTimers({ now: new Date('2026-11-28T20:58:58.000Z') });
  render(inRouter([banner()]));
  const left = screen.getByTestId('countdown-left');
  expect(left).toHaveTextContent('2d 02:00:02 left');
  act(() => {
    jest.advanceTimersByTime(2000);
  });
  expect(left).toHaveTextContent('2d 02:00:00 left');
});

test('a banner without a picture or countdown shows its words alone; none shows nothing', () => {
  const { container, rerender } = render(inRouter([banner({ picture: null, countdown_to: null, text: '' })]));
  const link = screen.getByRole('link', { name: 'Black Friday week' });
  expect(within(link).queryByRole('img')).not.toBeInTheDocument();
  expect(within(link).queryByTestId('countdown')).not.toBeInTheDocument();
  rerender(inRouter([]));
  expect(container).toBeEmptyDOMElement();
});

test('time left reads in days and a clock, and "Ended" once past', () => {
  expect(timeLeft(90_061_000, 0)).toBe('1d 01:01:01 left');
  expect(timeLeft(1000, 5000)).toBe('Ended');
});
