import { screen, within } from '@testing-library/react';
import { storeApi } from 'shop-sdk';
import { renderInShop } from 'shop-sdk/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  beforeEach(() => localStorage.clear());

  it('has the newsletter form with its consent text', () => {
    renderInShop(<Footer />);
    const email = screen.getByPlaceholderText('Enter your email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByText(/offers, deals, new products and promotions/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'By subscribing, you agree to our Privacy Policy and consent to receive updates from our company.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the contact details with the +234 phone', () => {
    jest.spyOn(storeApi, 'settings').mockReturnValue(new Promise(() => undefined));
    renderInShop(<Footer />);
    expect(screen.getByText('support@kasuwa.ng')).toHaveAttribute('href', 'mailto:support@kasuwa.ng');
    expect(screen.getByText(/^\+234/)).toBeInTheDocument();
    expect(screen.getByText(/Lagos/)).toBeInTheDocument();
  });

  it("shows the shop's details from Settings", async () => {
    jest.spyOn(storeApi, 'settings').mockResolvedValue({
      shop: {
        name: 'Kasuwa Stores',
        support_email: 'help@kasuwa.example',
        support_phone: '+2348098765432',
        address: '3 Broad Street, Lagos Island',
        return_window_days: 14,
      },
      vat_rate: 7.5,
    });
    renderInShop(<Footer />);
    expect(await screen.findByText('help@kasuwa.example')).toHaveAttribute(
      'href',
      'mailto:help@kasuwa.example',
    );
    expect(screen.getByText('+234 809 876 5432')).toHaveAttribute('href', 'tel:+2348098765432');
    expect(screen.getByText('3 Broad Street, Lagos Island')).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Kasuwa Stores/)).toBeInTheDocument();
  });

  it('links every target of the spec', () => {
    renderInShop(<Footer />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const target of [
      '/',
      '/products',
      '/account',
      '/cart',
      '/wishlist',
      '/contact',
      '/faq',
      '/shipping',
      '/returns',
      '/size-guide',
      '/terms',
      '/privacy',
      '/cookies',
      '/accessibility',
    ]) {
      expect(hrefs).toContain(target);
    }
    expect(screen.getByRole('link', { name: 'Returns & Exchanges' })).toHaveAttribute('href', '/returns');
  });

  it('has the five social links, the V, M and P payment marks and the copyright line', () => {
    renderInShop(<Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube']) {
      expect(within(social).getByRole('link', { name })).toHaveAttribute('href', '#');
    }
    const payments = screen.getByRole('list', { name: 'Accepted payments' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['V', 'M', 'P']);
    expect(screen.getByText(`© ${new Date().getFullYear()} Kasuwa`)).toBeInTheDocument();
  });
});
