import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShop, renderInShopWhenReady } from 'shop-sdk/testing/render';
import ha from '../messages/ha.json';
import yo from '../messages/yo.json';
import { NotFoundPage } from './not-found-page';

const renderAt404 = () =>
  renderInShop(<NotFoundPage />, {
    url: '/missing',
    path: '/missing',
    routes: [{ path: '/', element: <p>home page</p> }],
  });

describe('NotFoundPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down 10 seconds and then goes home', () => {
    const view = renderAt404();
    expect(screen.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent('10');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('7');
    act(() => jest.advanceTimersByTime(6000));
    expect(view.currentPath()).toBe('/missing');
    act(() => jest.advanceTimersByTime(1000));
    expect(view.currentPath()).toBe('/');
  });

  it('stays when the redirect is cancelled', () => {
    const view = renderAt404();
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel redirect' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(view.currentPath()).toBe('/missing');
    expect(screen.getByText('Redirect cancelled.')).toBeInTheDocument();
  });

  it('searches the products, and ignores blank text', () => {
    const view = renderAt404();
    const box = screen.getByRole('searchbox', { name: 'Search the shop' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/missing');
    fireEvent.change(box, { target: { value: 'red shoes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/products?search=red+shoes');
  });

  it('searches without script too, or with words typed before the page hydrated: a form to the listing', () => {
    renderAt404();
    const box = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(box).toHaveAttribute('name', 'search');
    expect(box.closest('form')).toHaveAttribute('action', '/products');
    expect(box.closest('form')).toHaveAttribute('method', 'get');
  });

  it('offers the actions, category tiles, quick links and an easter egg', () => {
    renderAt404();
    for (const name of ['Go Back', 'Go to Homepage', 'Refresh Page'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Electronics', 'Fashion', 'Home & Garden', 'Sports'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    for (const name of [
      'Homepage',
      'All Products',
      'Categories',
      'My Account',
      'Contact Us',
      'Help Center',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Surprise me' }));
    expect(screen.getByText(/secret/)).toBeInTheDocument();
  });

  it('goes home at once with Go to Homepage', () => {
    const view = renderAt404();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(view.currentPath()).toBe('/');
  });
});

describe('NotFoundPage in the shoppers’ languages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says “1 second” in English once the count reaches one', () => {
    renderAt404();
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText(/Redirecting to the homepage in/)).toHaveTextContent(
      'Redirecting to the homepage in 1 second.',
    );
  });

  it('is in Yoruba under /yo, its countdown too, and still goes home after 10 seconds', async () => {
    const view = await renderInShopWhenReady(<NotFoundPage />, {
      url: '/missing',
      path: '/missing',
      routes: [{ path: '/', element: <p>home page</p> }],
      locale: 'yo',
      messages: yo,
    });
    // Its words are a catalogue of their own, fetched with the page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Háà! A kò rí ojú-ìwé náà' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('A kò rí ojú-ìwé náà | Kasuwa');
    expect(screen.getByText(/À ń darí yín/)).toHaveTextContent(
      'À ń darí yín sí ojú-ìwé àkọ́kọ́ ní ìṣẹ́jú-àáyá 10.',
    );
    expect(screen.getByTestId('countdown')).toHaveTextContent('10');
    for (const name of ['Padà sẹ́yìn', 'Lọ sí ojú-ìwé àkọ́kọ́', 'Tún ojú-ìwé ṣí', 'Dá ìdarí dúró'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // A tile's words are the language's; its address is the category's (English) name.
    expect(screen.getByRole('link', { name: 'Ilé àti ọgbà' })).toHaveAttribute(
      'href',
      '/products/category/Home%20%26%20Garden',
    );
    expect(screen.getByRole('searchbox', { name: 'Wá nínú ọjà' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(view.currentPath()).toBe('/');
  });

  it('is in Hausa under /ha', async () => {
    await renderInShopWhenReady(<NotFoundPage />, {
      url: '/missing',
      path: '/missing',
      locale: 'ha',
      messages: ha,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kash! Ba a sami shafin ba' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ana tura ku/)).toHaveTextContent(
      'Ana tura ku zuwa shafin farko cikin daƙiƙa 10.',
    );
    expect(screen.getByRole('link', { name: 'Cibiyar taimako' })).toHaveAttribute('href', '/faq');
  });
});
