import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { messages, PAYMENT_MARKS } from 'shared-contracts';
import { useRequireAuth, useShopDetails } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { DataSaverSwitch } from './data-saver-switch';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon, SOCIAL_NETWORKS } from './social-icons';

const Outer = styled.footer`
  margin-top: auto;
  background: ${theme.inverse};
  color: ${theme.inverseText};
  a {
    color: ${theme.inverseText};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: #fff;
    text-decoration: underline;
  }
`;

const Container = styled.div`
  width: 90%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 40px 0 24px;
`;

const Newsletter = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 32px;
  align-items: center;
  justify-content: space-between;
  padding-bottom: 32px;
  border-bottom: 1px solid ${theme.inverseBorder};
  h2 {
    margin: 0 0 4px;
    color: #fff;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  .consent {
    flex-basis: 100%;
    font-size: 0.8125rem;
    color: ${theme.subtle};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 24px;
  padding: 32px 0;
  h3 {
    margin: 0 0 12px;
    color: #fff;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  address {
    font-style: normal;
    display: grid;
    gap: 8px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  padding-top: 20px;
  border-top: 1px solid ${theme.inverseBorder};
  font-size: 0.875rem;
  ul {
    display: flex;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .social a {
    display: inline-flex;
    padding: 6px;
    border-radius: 50%;
    background: ${theme.inverseSurface};
  }
  .payment li {
    width: 40px;
    height: 26px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: 4px;
    background: ${theme.background};
    color: ${theme.textStrong};
    font-weight: 800;
  }
`;

const SHOP_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'All Products' },
  { to: '/account', label: 'My Account' },
  { to: '/cart', label: 'Cart' },
  { to: '/wishlist', label: 'Wishlist' },
] as const;

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping Info' },
  { to: '/returns', label: 'Returns & Exchanges' },
  { to: '/size-guide', label: 'Size Guide' },
] as const;

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/accessibility', label: 'Accessibility' },
] as const;

const PAYMENT_NAMES: Record<(typeof PAYMENT_MARKS)[number], string> = {
  V: 'Visa',
  M: 'Mastercard',
  P: 'PayPal',
};

/** The shop footer of docs/storefront.md §1.3; the contact details and name are the shop's Settings. */
export function Footer() {
  const requireAuth = useRequireAuth();
  const navigate = useNavigate();
  const shop = useShopDetails();
  const year = new Date().getFullYear();
  /** Cart and wishlist ask a signed-out shopper to sign in, then open. */
  const onLink = (to: string) => (event: MouseEvent) => {
    const message =
      to === '/cart' ? messages.loginToViewCart : to === '/wishlist' ? messages.loginToViewWishlist : null;
    if (message && !requireAuth(message, () => void navigate(to))) event.preventDefault();
  };
  const column = (title: string, links: readonly { to: string; label: string }[]) => (
    <nav aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onLink(link.to)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <Outer>
      <Container>
        <Newsletter aria-labelledby="newsletter-title">
          <div>
            <h2 id="newsletter-title">Subscribe to our newsletter</h2>
            <p>Be the first to hear about exclusive offers, deals, new products and promotions.</p>
          </div>
          <NewsletterForm />
          <p className="consent">
            By subscribing, you agree to our Privacy Policy and consent to receive updates from our company.
          </p>
        </Newsletter>
        <Columns>
          <section aria-labelledby="footer-contact">
            <h3 id="footer-contact">Get in touch</h3>
            <address>
              <span>
                Email: <a href={`mailto:${shop.support_email}`}>{shop.support_email}</a>
              </span>
              <span>
                Phone: <a href={`tel:${shop.support_phone.replace(/\s+/g, '')}`}>{shop.support_phone}</a>
              </span>
              <span>{shop.address}</span>
            </address>
          </section>
          {column('Shop', SHOP_LINKS)}
          {column('Customer Service', HELP_LINKS)}
          {column('Legal', LEGAL_LINKS)}
        </Columns>
        <Bottom>
          <ul className="social" aria-label="Follow us">
            {SOCIAL_NETWORKS.map((name) => (
              <li key={name}>
                <a href="#" aria-label={name} title={name}>
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
          <ul className="payment" aria-label="Accepted payments">
            {PAYMENT_MARKS.map((mark) => (
              <li key={mark} title={PAYMENT_NAMES[mark]} aria-label={PAYMENT_NAMES[mark]}>
                <span aria-hidden="true">{mark}</span>
              </li>
            ))}
          </ul>
          <DataSaverSwitch />
          <p>
            © {year} {shop.name}
          </p>
        </Bottom>
      </Container>
    </Outer>
  );
}
