import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import shared from 'shared-contracts/messages/yo.json';
import { ToastWords } from './toast-action';
import { lineChanged, sdkMessages } from './sdk.messages';
import sdk from './messages/yo.json';
import { words } from './words';

const inYoruba = (ui: React.ReactNode) =>
  render(
    <ShopIntlProvider locale="yo" messages={{ ...shared, ...sdk }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ShopIntlProvider>,
  );

describe("a toast's words, shown in the page's language", () => {
  it('puts the English of a known message (docs/storefront.md §8) in the language, and its action too', () => {
    inYoruba(
      <ToastWords text="Added to cart!" action={{ label: words(sdkMessages.viewCart), href: '/cart' }} />,
    );
    expect(screen.getByText('Ó ti wọ apẹ̀rẹ̀ ọjà!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wo apẹ̀rẹ̀ ọjà' })).toHaveAttribute('href', '/cart');
  });

  it('says words with their values, and a text no message has (a server’s own) as it is', () => {
    inYoruba(<ToastWords text={words(lineChanged, { name: 'Aso Oke Cap', quantity: 2 })} />);
    expect(
      screen.getByText('Apẹ̀rẹ̀ ọjà yín ní Aso Oke Cap 2 báyìí: ó yí padà nígbà tí ẹ kò ní íńtánẹ́ẹ̀tì.'),
    ).toBeInTheDocument();
    inYoruba(<ToastWords text="Only 2 of Aso Oke Cap left in stock." />);
    expect(screen.getByText('Only 2 of Aso Oke Cap left in stock.')).toBeInTheDocument();
  });

  it('is English where the page is', () => {
    render(
      <MemoryRouter>
        <ToastWords text="Added to cart!" action={{ label: words(sdkMessages.viewCart), href: '/cart' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toBeInTheDocument();
  });
});
