import { createRoot } from 'react-dom/client';
import { AppProvider } from 'shop-sdk/ui/app-provider';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { DEFAULT_LOCALE } from 'shared-contracts/locales';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <ShopIntlProvider locale={DEFAULT_LOCALE} messages={{}}>
      <AppRouter />
    </ShopIntlProvider>
  </AppProvider>,
);
