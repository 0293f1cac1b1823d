import { createRoot } from 'react-dom/client';
import { AppProvider } from 'shop-sdk/ui/app-provider';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <AppRouter />
  </AppProvider>,
);
