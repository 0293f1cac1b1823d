import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  combinedCatalogue,
  messageCatalogue,
  OwnMessages,
  ShopIntlProvider,
  useTranslatedIssue,
} from './i18n';
import { messages } from './messages';
import { sharedMessages } from './shared.messages';
import { Pagination } from './ui/pagination';
import shared from './messages/ha.json';

const remote = messageCatalogue({
  pcm: () => Promise.resolve({ default: {} }),
  ha: () => Promise.resolve({ default: { 'remote.hello': 'Sannu' } }),
  yo: () => Promise.resolve({ default: {} }),
  ig: () => Promise.resolve({ default: {} }),
});

function Words() {
  const { formatMessage: t } = useIntl();
  const translate = useTranslatedIssue();
  return (
    <>
      <p>{t({ id: 'remote.hello', defaultMessage: 'Hello' })}</p>
      <p>{t(sharedMessages.addedToCart)}</p>
      <p>{translate(messages.emailRequired)}</p>
      <p>{translate('Only 2 left in stock.')}</p>
    </>
  );
}

describe("a remote's section in the page's language", () => {
  it("has the remote's own words and keeps those the shell provides (the shared ones)", async () => {
    await remote.load('ha');
    await act(async () => {
      render(
        <ShopIntlProvider locale="ha" messages={shared}>
          <Suspense fallback="…">
            <OwnMessages catalogue={remote}>
              <Words />
            </OwnMessages>
          </Suspense>
        </ShopIntlProvider>,
      );
    });
    expect(await screen.findByText('Sannu')).toBeInTheDocument();
    expect(screen.getByText('An saka a kwandon sayayya!')).toBeInTheDocument();
    // A schema's English (docs/storefront.md §5) is shown in the language; a text no message has, as it is.
    expect(screen.getByText('Ana buƙatar imel')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock.')).toBeInTheDocument();
  });

  it('is English without a provider (a kit component alone)', () => {
    render(<Pagination page={1} pages={3} onPage={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('merges several catalogues once per language', async () => {
    const none = () => Promise.resolve({ default: {} });
    const other = messageCatalogue({
      pcm: none,
      ha: () => Promise.resolve({ default: { 'other.word': 'Kalma' } }),
      yo: none,
      ig: none,
    });
    const both = combinedCatalogue(remote, other);
    const first = both.load('ha');
    expect(both.load('ha')).toBe(first);
    expect(await first).toEqual({ 'remote.hello': 'Sannu', 'other.word': 'Kalma' });
  });
});

describe("the words ask nothing of the browser's number and date data", () => {
  function Greeting() {
    const { formatMessage: t } = useIntl();
    return <p>{t({ id: 'greeting', defaultMessage: 'Hello, {name}' }, { name: 'Ada' })}</p>;
  }

  it('renders a message with an argument without Intl.NumberFormat or Intl.DateTimeFormat.supportedLocalesOf (patches/: on a phone that loads their data, 15–30 ms, before the page answers a tap)', () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      render(
        <ShopIntlProvider locale="ha" messages={{ greeting: 'Sannu, {name}' }}>
          <Greeting />
        </ShopIntlProvider>,
      );
      expect(screen.getByText('Sannu, Ada')).toBeInTheDocument();
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it("writes a plural's count (#) without Intl.NumberFormat, as Intl.NumberFormat writes it in every language of the shop (patches/: its first use costs a phone 30–60 ms)", () => {
    const counts = [0, -0, 1, 2, 12, 999, 1000, 1234, 65432, 1234567, -1, -1234, Number.MAX_SAFE_INTEGER];
    const locales = ['en-NG', 'pcm', 'ha', 'yo', 'ig'] as const;
    const expected = locales.map((locale) => {
      const intl = new Intl.NumberFormat(locale);
      return counts.map((count) => `${intl.format(count)} kaya`);
    });
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      const written = locales.map((locale) => {
        const message = new IntlMessageFormat('{count, plural, one {# kaya} other {# kaya}}', locale);
        return counts.map((count) => message.format({ count }));
      });
      expect(written).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
      // A count that is not a whole number, or another language, is Intl.NumberFormat's to write.
      expect(new IntlMessageFormat('{n, plural, other {#}}', 'en-NG').format({ n: 1.5 })).toBe('1.5');
      expect(new IntlMessageFormat('{n, plural, other {#}}', 'de').format({ n: 1234 })).toBe('1.234');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it("resolves a message's locale to the page's, as asking the browser did", () => {
    for (const locale of ['en-NG', 'pcm', 'ha', 'yo', 'ig'])
      expect(new IntlMessageFormat('x', locale).resolvedOptions().locale).toBe(
        Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? locale,
      );
  });
});
