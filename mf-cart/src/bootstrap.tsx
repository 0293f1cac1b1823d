import { createRoot } from 'react-dom/client';
import { AppProvider } from 'shop-sdk/ui/app-provider';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <ShopIntlProvider locale="en-NG" messages={{}}>
      <AppRouter />
    </ShopIntlProvider>
  </AppProvider>,
);
