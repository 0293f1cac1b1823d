import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from 'shared-contracts/ui/standalone-provider';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
