import { screen } from '@testing-library/react';
import type { ProductSuggestion } from 'shared-contracts';
import { renderInEnglish as render } from '../../testing/intl';
import { SuggestionRow } from './search-suggestions';

const picture = (id: number, name: string) => ({ id, url: `/uploads/${name}.webp`, alt: name });

describe("a suggestion's row", () => {
  it('shows the promotion price with the price before it struck through, and its own picture', () => {
    const product: ProductSuggestion = {
      id: 7,
      name: 'Infinix Hot 40i',
      slug: 'infinix-hot-40i',
      price: 279_200,
      promotion: { name: 'Black Friday', price_before: 349_000 },
      image: picture(31, 'infinix-hot-40i'),
    };
    const { container } = render(<SuggestionRow product={product} />);
    expect(screen.getByText('Infinix Hot 40i')).toBeInTheDocument();
    expect(screen.getByLabelText('Promotion price ₦279,200.00')).toHaveTextContent('₦279,200.00');
    const before = screen.getByLabelText('Before the promotion ₦349,000.00');
    expect(before.tagName).toBe('S');
    expect(container.querySelector('img')?.getAttribute('src')).toContain('infinix-hot-40i.webp');
  });

  it('shows a product without a promotion at its own price, nothing struck through', () => {
    const product: ProductSuggestion = {
      id: 9,
      name: 'Tecno Spark 20',
      slug: 'tecno-spark-20',
      price: 150_000,
      image: picture(32, 'tecno-spark-20'),
    };
    const { container } = render(<SuggestionRow product={product} />);
    expect(screen.getByText('₦150,000.00')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByLabelText(/Promotion price/)).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('tecno-spark-20.webp');
  });
});
