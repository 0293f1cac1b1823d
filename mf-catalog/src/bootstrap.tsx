import { createRoot } from 'react-dom/client';
import { shopQueryClient } from 'shared-contracts';
import { AppProvider } from 'shared-contracts/ui/app-provider';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  // The shop's one QueryClient, into which the route table prefetches the page it was opened on.
  <AppProvider queryClient={shopQueryClient}>
    <AppRouter />
  </AppProvider>,
);
