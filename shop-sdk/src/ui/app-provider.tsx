import { StrictMode, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createQueryClient, kasuwaStore, useProfile } from 'shop-sdk';
import { ToastHost } from './toast-host';

/** Loads the signed-in shopper's profile, which brings the server's cart into cartAtom. */
function SessionSync() {
  useProfile();
  return null;
}

/**
 * What the shell gives every remote in the composed shop: the one Jotai store, a QueryClient, the
 * shopper's profile and cart, and toasts. A remote's standalone page renders its routes inside it.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <JotaiProvider store={kasuwaStore}>
          <SessionSync />
          {children}
          <ToastHost />
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
