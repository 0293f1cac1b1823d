import { createRoot } from 'react-dom/client';
import { AppProvider } from 'shared-contracts/ui/app-provider';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
