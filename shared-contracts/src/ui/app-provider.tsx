import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { createQueryClient, kasuwaStore, TOAST_LIMIT, useProfile } from 'shared-contracts';

/** Loads the signed-in shopper's profile, which brings the server's cart into cartAtom. */
function SessionSync() {
  useProfile();
  return null;
}

/** The providers the shell gives a remote, for running this remote on its own. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={kasuwaStore}>
        <SessionSync />
        {children}
        <ToastContainer limit={TOAST_LIMIT} position="top-right" newestOnTop />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
