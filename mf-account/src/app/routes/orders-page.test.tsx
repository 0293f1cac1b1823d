import { render } from '@testing-library/react';
import OrdersPage from './orders-page';

it('shows only the heading Orders, and names the tab', () => {
  const { container } = render(<OrdersPage />);
  expect(container.innerHTML).toBe('<h1>Orders</h1>');
  expect(document.title).toBe('Orders | Kasuwa');
});
