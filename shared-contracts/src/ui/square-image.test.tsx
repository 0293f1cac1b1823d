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
});
