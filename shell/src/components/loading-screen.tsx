import { useEffect, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { LOADING_TIP_ROTATE_MS } from 'shared-contracts';
import { hiddenWithoutScript } from 'shared-contracts/ui/no-script';
import { theme } from 'shared-contracts/ui/theme';
import { loadingMessages } from './loading.messages';

export type LoadingVariant = 'products' | 'checkout' | 'shipping' | 'profile' | 'general';

const m = loadingMessages;
const VARIANTS: Record<LoadingVariant, { title: MessageDescriptor; tips: readonly MessageDescriptor[] }> = {
  products: { title: m.productsTitle, tips: [m.productsTip1, m.productsTip2, m.productsTip3] },
  checkout: { title: m.checkoutTitle, tips: [m.checkoutTip1, m.checkoutTip2, m.checkoutTip3] },
  shipping: { title: m.shippingTitle, tips: [m.shippingTip1, m.shippingTip2, m.shippingTip3] },
  profile: { title: m.profileTitle, tips: [m.profileTip1, m.profileTip2, m.profileTip3] },
  general: { title: m.generalTitle, tips: [m.generalTip1, m.generalTip2, m.generalTip3] },
};

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 50vh;
  padding: 32px 16px;
  text-align: center;
  p {
    margin: 0;
  }
  /* Without script it would spin for ever: the page's <noscript> message takes its place. */
  ${hiddenWithoutScript}
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border: 4px solid ${theme.border};
  border-top-color: ${theme.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

const Tip = styled.p`
  color: ${theme.muted};
  min-height: 1.5em;
`;

/** The variant for each path of a section that serves several pages (the cart's section: cart, wishlist, checkout). */
export type LoadingVariantOfPath = (pathname: string) => LoadingVariant;

function LoadingScreenAtPath({ variant }: { variant: LoadingVariantOfPath }) {
  return <LoadingScreen variant={variant(useLocation().pathname)} />;
}

/** The fallback of every lazy page: a spinner, what is loading, and a tip that changes every 2 seconds. */
export function LoadingScreen({ variant = 'general' }: { variant?: LoadingVariant | LoadingVariantOfPath }) {
  if (typeof variant === 'function') return <LoadingScreenAtPath variant={variant} />;
  return <LoadingScreenOf variant={variant} />;
}

function LoadingScreenOf({ variant }: { variant: LoadingVariant }) {
  const { formatMessage: t } = useIntl();
  const { title, tips } = VARIANTS[variant];
  const [tip, setTip] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTip((n) => (n + 1) % tips.length), LOADING_TIP_ROTATE_MS);
    return () => clearInterval(timer);
  }, [tips.length]);
  return (
    <Wrapper role="status" aria-live="polite" data-testid="loading-screen">
      <Spinner aria-hidden="true" />
      <p>
        <strong>{t(title)}</strong>
      </p>
      <Tip data-testid="loading-tip">{t(tips[tip] ?? title)}</Tip>
    </Wrapper>
  );
}
