import { createRoot } from 'react-dom/client';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { DEFAULT_LOCALE } from 'shared-contracts/locales';
import { AppProvider } from 'shop-sdk/ui/app-provider';
import { AppRouter } from './app/router';

// On its own, the catalog is in English (the shell gives it the page's language when it mounts it).
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProvider>
    <ShopIntlProvider locale={DEFAULT_LOCALE} messages={{}}>
      <AppRouter />
    </ShopIntlProvider>
  </AppProvider>,
);
