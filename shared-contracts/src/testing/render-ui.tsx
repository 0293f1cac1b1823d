import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Renders a UI kit primitive inside a router (links need one), and a user-event instance to drive it. The kit holds
 * no state of the shop, so it needs no store, QueryClient or toasts: shop-sdk/testing/render gives those.
 */
export function renderUi(ui: ReactElement) {
  return { ...render(ui, { wrapper: MemoryRouter }), user: userEvent.setup() };
}
