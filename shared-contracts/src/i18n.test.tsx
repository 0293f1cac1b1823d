import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
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
