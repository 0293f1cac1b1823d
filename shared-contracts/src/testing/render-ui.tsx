import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ShopIntlProvider } from '../i18n';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <ShopIntlProvider locale="en-NG" messages={{}}>
      <MemoryRouter>{children}</MemoryRouter>
    </ShopIntlProvider>
  );
}

/**
 * Renders a UI kit primitive inside a router (links need one), and a user-event instance to drive it. The kit holds
 * no state of the shop, so it needs no store, QueryClient or toasts: shop-sdk/testing/render gives those.
 */
export function renderUi(ui: ReactElement) {
  return { ...render(ui, { wrapper: Wrapper }), user: userEvent.setup() };
}
