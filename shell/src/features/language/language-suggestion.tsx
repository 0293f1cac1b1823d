import { use, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ShopIntlProvider, useLocale } from 'shared-contracts/i18n';
import { HREFLANG, LOCALE_COOKIE, LOCALE_NAMES, type TranslatedLocale } from 'shared-contracts/locales';
import { Banner } from 'shared-contracts/ui/banner';
import { theme } from 'shared-contracts/ui/theme';
import { shellMessages } from '../../messages';
import { suggestionMessages as m } from './suggestion.messages';

const Offer = styled(Banner)`
  width: 90%;
  max-width: 1200px;
  margin: 8px auto 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  p {
    flex: 1 1 220px;
  }
  a {
    font-weight: 700;
  }
  button {
    background: none;
    border: 0;
    padding: 4px;
    font: inherit;
    color: ${theme.muted};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** A year, as the picker's choice. */
const DECLINED_MAX_AGE_S = 365 * 24 * 60 * 60;

function OfferText({ locale, onDismiss }: { locale: TranslatedLocale; onDismiss(): void }) {
  const { formatMessage: t } = useIntl();
  const { pathname, search } = useLocation();
  const language = LOCALE_NAMES[locale];
  return (
    <Offer>
      <p>{t(m.text, { language })}</p>
      <a
        href={`/language/${locale}?to=${encodeURIComponent(`${pathname}${search}`)}`}
        hrefLang={HREFLANG[locale]}
      >
        {t(m.open, { language })}
      </a>
      <button type="button" onClick={onDismiss}>
        {t(m.dismiss)}
      </button>
    </Offer>
  );
}

/**
 * The small offer a first visit gets when its browser prefers one of the shop's other languages, written in that
 * language (its words are the shell's, loaded for it). Declining keeps the page's language as the choice, so it is
 * offered once.
 */
export default function LanguageSuggestion({ locale }: { locale: TranslatedLocale }) {
  const page = useLocale();
  const messages = use(shellMessages.load(locale));
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const dismiss = () => {
    document.cookie = `${LOCALE_COOKIE}=${page}; path=/; max-age=${DECLINED_MAX_AGE_S}; samesite=lax`;
    setShown(false);
  };
  return (
    <div lang={HREFLANG[locale]}>
      <ShopIntlProvider locale={locale} messages={messages}>
        <OfferText locale={locale} onDismiss={dismiss} />
      </ShopIntlProvider>
    </div>
  );
}
