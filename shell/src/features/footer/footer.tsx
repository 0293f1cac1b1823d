import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { messages, PAYMENT_MARKS } from 'shared-contracts';
import { useRequireAuth, useShopDetails } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { DataSaverSwitch } from './data-saver-switch';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon, SOCIAL_NETWORKS } from './social-icons';
import { footerMessages as m } from './footer.messages';
import { LanguageRow } from '../language/language-links';
import { FOOTER_ID, footerHeight } from './footer-id';

const Outer = styled.footer`
  margin-top: auto;
  background: ${theme.inverse};
  color: ${theme.inverseText};
  /*
   * Below every page's first screen: the browser lays it out and paints it only as it nears the screen, and counts it
   * at its measured height until then (docs/performance.md, "Hydrated on the first touch").
   */
  content-visibility: auto;
  ${footerHeight('contain-intrinsic-size', 'auto ')}
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

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

const SHOP_LINKS: readonly FooterLink[] = [
  { to: '/', label: m.home },
  { to: '/products', label: m.allProducts },
  { to: '/account', label: m.myAccount },
  { to: '/cart', label: m.cart },
  { to: '/wishlist', label: m.wishlist },
];

const HELP_LINKS: readonly FooterLink[] = [
  { to: '/contact', label: m.contactUs },
  { to: '/faq', label: m.faq },
  { to: '/shipping', label: m.shipping },
  { to: '/returns', label: m.returns },
  { to: '/size-guide', label: m.sizeGuide },
];

const LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/terms', label: m.terms },
  { to: '/privacy', label: m.privacy },
  { to: '/cookies', label: m.cookies },
  { to: '/accessibility', label: m.accessibility },
];

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
  const { formatMessage: t } = useIntl();
  /** Cart and wishlist ask a signed-out shopper to sign in, then open. */
  const onLink = (to: string) => (event: MouseEvent) => {
    const message =
      to === '/cart' ? messages.loginToViewCart : to === '/wishlist' ? messages.loginToViewWishlist : null;
    if (message && !requireAuth(message, () => void navigate(to))) event.preventDefault();
  };
  const column = (title: string, links: readonly FooterLink[]) => (
    <nav aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onLink(link.to)}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <Outer id={FOOTER_ID}>
      <Container>
        <Newsletter aria-labelledby="newsletter-title">
          <div>
            <h2 id="newsletter-title">{t(m.newsletterTitle)}</h2>
            <p>{t(m.newsletterText)}</p>
          </div>
          <NewsletterForm />
          <p className="consent">{t(m.consent)}</p>
        </Newsletter>
        <Columns>
          <section aria-labelledby="footer-contact">
            <h3 id="footer-contact">{t(m.getInTouch)}</h3>
            <address>
              <span>
                {t(m.email)} <a href={`mailto:${shop.support_email}`}>{shop.support_email}</a>
              </span>
              <span>
                {t(m.phone)}{' '}
                <a href={`tel:${shop.support_phone.replace(/\s+/g, '')}`}>{shop.support_phone}</a>
              </span>
              <span>{shop.address}</span>
            </address>
          </section>
          {column(t(m.shop), SHOP_LINKS)}
          {column(t(m.customerService), HELP_LINKS)}
          {column(t(m.legal), LEGAL_LINKS)}
        </Columns>
        <Bottom>
          <ul className="social" aria-label={t(m.followUs)}>
            {SOCIAL_NETWORKS.map((name) => (
              <li key={name}>
                <a href="#" aria-label={name} title={name}>
                  <SocialIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
          <ul className="payment" aria-label={t(m.payments)}>
            {PAYMENT_MARKS.map((mark) => (
              <li key={mark} title={PAYMENT_NAMES[mark]} aria-label={PAYMENT_NAMES[mark]}>
                <span aria-hidden="true">{mark}</span>
              </li>
            ))}
          </ul>
          <LanguageRow className="languages" />
          <DataSaverSwitch />
          <p>
            © {year} {shop.name}
          </p>
        </Bottom>
      </Container>
    </Outer>
  );
}
