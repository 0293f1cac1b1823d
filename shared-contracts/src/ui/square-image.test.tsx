import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../testing/render';
import { Picture, SquareImage } from './square-image';

describe('Picture', () => {
  it('shows the picture while it loads', () => {
    renderInShop(
      <SquareImage>
        <Picture src="/media/shoe.webp" alt="Red sneaker" />
      </SquareImage>,
    );
    expect(screen.getByRole('img', { name: 'Red sneaker' }).tagName).toBe('IMG');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('gives way to a neutral placeholder that keeps its name when it fails, and tries a new picture again', () => {
    const { rerender } = renderInShop(<Picture src="/media/missing.webp" alt="Red sneaker" />);
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
    renderInShop(<Picture src="/media/missing.webp" alt="" />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a stored photo in every width, for the width it takes in the layout', () => {
    renderInShop(
      <Picture src="/api/uploads/products/7-ab.jpg" alt="Ball" sizes="(min-width: 768px) 240px, 50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Ball' });
    expect(img).toHaveAttribute('src', '/api/images/products/7-ab.jpg?w=480');
    expect(img).toHaveAttribute(
      'srcset',
      '/api/images/products/7-ab.jpg?w=320 320w, /api/images/products/7-ab.jpg?w=480 480w, ' +
        '/api/images/products/7-ab.jpg?w=768 768w, /api/images/products/7-ab.jpg?w=1080 1080w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 240px, 50vw');
  });

  it("sends a drawing or another site's picture as it is", () => {
    renderInShop(
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
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });
});
