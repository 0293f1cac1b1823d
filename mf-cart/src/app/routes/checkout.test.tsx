import { render, screen } from '@testing-library/react';
import CheckoutPage from './checkout';

test('is a placeholder showing only the word Checkout', () => {
  const { container } = render(<CheckoutPage />);
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(container).toHaveTextContent(/^Checkout$/);
});
