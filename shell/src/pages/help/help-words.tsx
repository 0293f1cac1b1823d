import { use, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ShopIntlProvider, useLocale, type Messages } from 'shared-contracts/i18n';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import { helpCatalogue } from '../../messages/help';

function Translated({ locale, children }: { locale: Locale; children: ReactNode }) {
  // The shell's words stay (the contact form's); the help pages' are added to them.
  const shell = useIntl().messages as Messages;
  const help = use(helpCatalogue.load(locale));
  const messages = useMemo(() => ({ ...shell, ...help }), [shell, help]);
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      {children}
    </ShopIntlProvider>
  );
}

/**
 * A help page in the page's language: its words are a catalogue of their own (messages/help), most of the shell's
 * text, fetched with the page rather than with every page. Suspends until they have arrived; on the server the
 * render waits for them. English needs none: its words are in the code.
 */
export function HelpWords({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return locale === DEFAULT_LOCALE ? children : <Translated locale={locale}>{children}</Translated>;
}
