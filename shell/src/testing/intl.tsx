import type { ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ShopIntlProvider, type Messages } from 'shared-contracts/i18n';
import type { Locale } from 'shared-contracts/locales';

/** A part of the shell under the shop's react-intl provider, as the App has it: English by default. */
export function InLanguage({
  locale = 'en-NG',
  messages = {},
  children,
}: {
  locale?: Locale;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      {children}
    </ShopIntlProvider>
  );
}

/** Testing Library's render, inside the provider (English). */
export const renderInEnglish = (ui: ReactNode, options: Omit<RenderOptions, 'wrapper'> = {}) =>
  render(ui, { ...options, wrapper: InLanguage });
