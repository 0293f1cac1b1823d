import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Picture, SquareImage } from './square-image';

describe('Picture', () => {
  it('shows the picture while it loads', () => {
    renderUi(
      <SquareImage>
        <Picture src="/media/shoe.webp" alt="Red sneaker" />
      </SquareImage>,
    );
    expect(screen.getByRole('img', { name: 'Red sneaker' }).tagName).toBe('IMG');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('gives way to a neutral placeholder that keeps its name when it fails, and tries a new picture again', () => {
    const { rerender } = renderUi(<Picture src="/media/missing.webp" alt="Red sneaker" />);
    fireEvent.error(screen.getByRole('img', { name: 'Red sneaker' }));
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveAccessibleName('Red sneaker');
    expect(placeholder).not.toHaveTextContent('Red sneaker');
    expect(document.querySelector('img')).toBeNull();

    rerender(<Picture src="/media/other.webp" alt="Blue sneaker" />);
    expect(screen.getByRole('img', { name: 'Blue sneaker' }).tagName).toBe('IMG');
  });

  it('hides a decorative picture that fails from screen readers', () => {
    renderUi(<Picture src="/media/missing.webp" alt="" />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a stored photo in every width and format, for the width it takes in the layout', () => {
    renderUi(
      <Picture src="/api/uploads/products/7-ab.jpg" alt="Ball" sizes="(min-width: 768px) 240px, 50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Ball' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const widths = (format: string) =>
      [320, 480, 768, 1080]
        .map((w) => `/api/images/products/7-ab.jpg?w=${w}&format=${format} ${w}w`)
        .join(', ');
    // AVIF first, then WebP: the browser takes the first type it reads, and JPEG is for one that reads neither.
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([widths('avif'), widths('webp')]);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 768px) 240px, 50vw');
    expect(img).toHaveAttribute('srcset', widths('jpeg'));
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 240px, 50vw');
    expect(img).toHaveAttribute('src', '/api/images/products/7-ab.jpg?w=480&format=jpeg');
  });

  it('gives the picture its intrinsic size and loading to the <img>', () => {
    renderUi(
      <Picture src="/api/uploads/products/7-ab.jpg" alt="Ball" width={300} height={300} loading="lazy" />,
    );
    const img = screen.getByRole('img', { name: 'Ball' });
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('gives way to the placeholder when a photo of several widths fails', () => {
    renderUi(<Picture src="/api/uploads/products/7-ab.jpg" alt="Ball" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ball' }));
    expect(screen.getByTestId('image-placeholder')).toHaveAccessibleName('Ball');
    expect(document.querySelector('picture')).toBeNull();
  });

  it("sends a drawing or another site's picture as it is", () => {
    renderUi(
      <>
        <Picture src="/api/uploads/seed/ball.svg" alt="Drawing" />
        <Picture src="https://cdn.example/ball.jpg" alt="Elsewhere" />
      </>,
    );
    for (const [name, src] of [
      ['Drawing', '/api/uploads/seed/ball.svg'],
      ['Elsewhere', 'https://cdn.example/ball.jpg'],
    ] as const) {
      const img = screen.getByRole('img', { name });
      expect(img).toHaveAttribute('src', src);
      expect(img.parentElement?.tagName).not.toBe('PICTURE');
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });
});
