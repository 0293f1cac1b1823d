import { screen } from '@testing-library/react';
import type { Messages } from 'shared-contracts/i18n';
import type { TranslatedLocale } from 'shared-contracts/locales';
import { renderInShop } from 'shop-sdk/testing/render';
import pcm from '../../../messages/pcm.json';
import ha from '../../../messages/ha.json';
import yo from '../../../messages/yo.json';
import ig from '../../../messages/ig.json';
import sharedPcm from 'shared-contracts/messages/pcm.json';
import sharedHa from 'shared-contracts/messages/ha.json';
import sharedYo from 'shared-contracts/messages/yo.json';
import sharedIg from 'shared-contracts/messages/ig.json';
import { CheckoutForm } from './checkout-form';

const catalogues: Record<TranslatedLocale, Messages> = { pcm, ha, yo, ig };
/** The words every package shares (the address rules' errors among them), which the shell gives the page. */
const shared: Record<TranslatedLocale, Messages> = {
  pcm: sharedPcm,
  ha: sharedHa,
  yo: sharedYo,
  ig: sharedIg,
};

const renderForm = (locale: TranslatedLocale) =>
  renderInShop(<CheckoutForm total={10_000} pending={false} onSubmit={jest.fn()} />, {
    locale,
    messages: catalogues[locale],
  });

describe('checkout in the page’s language', () => {
  it('labels the form in Hausa and says what is missing in Hausa', async () => {
    const { user } = renderForm('ha');
    expect(screen.getByRole('heading', { name: 'Adireshin isarwa' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Lambar waya'), '12345');
    await user.click(screen.getByRole('button', { name: 'Yi oda' }));
    expect(screen.getByLabelText('Cikakken suna')).toHaveAccessibleDescription('Ana buƙatar cikakken suna');
    expect(screen.getByLabelText('Lambar waya')).toHaveAccessibleDescription(
      'Lambar waya ta zama +234 da lambobi 10 a bayanta, ko 0 da lambobi 10 a bayanta',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Akwai wurare 5 da ya kamata a gyara kafin ku iya yin odar.',
    );
  });

  it('offers WhatsApp updates in Hausa, with the number they go to', async () => {
    const { user } = renderInShop(
      <CheckoutForm total={10_000} pending={false} onSubmit={jest.fn()} whatsAppUpdates />,
      { locale: 'ha', messages: ha },
    );
    const box = screen.getByRole('checkbox', { name: 'Ku aiko min da labarin odata ta WhatsApp' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Ku shigar da lambar wayarku a sama don samun labarin odarku ta WhatsApp.',
    );
    await user.type(screen.getByLabelText('Lambar waya'), '08031234567');
    expect(box).toHaveAccessibleDescription(
      'Za a aika labarin zuwa +234\u00a0803\u00a0123\u00a04567. Ku amsa da STOP a WhatsApp don dakatar da su.',
    );
  });

  it.each(['pcm', 'ha', 'yo', 'ig'] as const)(
    'in %s, names the fields and their errors in that language',
    async (locale) => {
      const words = catalogues[locale];
      const { user } = renderForm(locale);
      await user.click(screen.getByRole('button', { name: words['cart.checkoutForm.place'] as string }));
      const name = screen.getByLabelText(words['cart.checkoutForm.fullName'] as string);
      expect(name).toHaveAccessibleDescription(shared[locale]['shared.address.fullName'] as string);
      expect(screen.getByLabelText(words['cart.checkoutForm.city'] as string)).toHaveAccessibleDescription(
        words['cart.validation.city'] as string,
      );
      expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    },
  );
});
