import { screen, within } from '@testing-library/react';
import { renderInShop, renderOnServer } from 'shop-sdk/testing/render';
import { ImageGallery } from './image-gallery';

const images = [1, 2, 3].map((id) => ({ id, url: `/api/uploads/products/9-${id}.jpg`, alt: `Side ${id}` }));
const thumbs = () => screen.getAllByRole('button', { name: /^Show image \d of 3$/ });

afterEach(() => {
  document.cookie = 'kasuwa-data-saver=; Path=/; Max-Age=0';
});

describe('ImageGallery', () => {
  it('shows every thumbnail', () => {
    renderInShop(<ImageGallery images={images} name="Ball" />);
    for (const thumb of thumbs()) expect(thumb.querySelector('img')).not.toBeNull();
  });

  it("shows numbers in the server's page, whose thumbnails would be fetched before the device's setting is known", () => {
    const page = renderOnServer(<ImageGallery images={images} name="Ball" />);
    const buttons = page.querySelectorAll('button');
    expect(buttons).toHaveLength(3);
    // The first is the picture shown large, which every shopper gets.
    expect(buttons[0]!.querySelector('img')).not.toBeNull();
    expect(buttons[1]!.querySelector('img')).toBeNull();
    expect(buttons[1]).toHaveTextContent('2');
    expect(buttons[2]!.querySelector('img')).toBeNull();
  });

  it('with the data saver on, fetches a picture only once it is tapped', async () => {
    document.cookie = 'kasuwa-data-saver=on; Path=/';
    const { user } = renderInShop(<ImageGallery images={images} name="Ball" />);
    const [first, second, third] = thumbs();
    expect(first!.querySelector('img')).not.toBeNull();
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).getByText('2')).toBeInTheDocument();
    expect(third!.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('img[src*="9-2.jpg"]')).toHaveLength(0);

    await user.click(second!);
    expect(screen.getByRole('img', { name: 'Side 2' })).toHaveAttribute(
      'src',
      '/api/images/products/9-2.jpg?w=480&format=jpeg',
    );
    expect(thumbs()[1]!.querySelector('img')).not.toBeNull();
    expect(thumbs()[2]!.querySelector('img')).toBeNull();
  });
});
