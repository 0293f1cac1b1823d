import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { LOADING_TIP_ROTATE_MS } from 'shared-contracts';
import { hiddenWithoutScript } from 'shared-contracts/ui/no-script';
import { theme } from 'shared-contracts/ui/theme';

export type LoadingVariant = 'products' | 'checkout' | 'shipping' | 'profile' | 'general';

const VARIANTS: Record<LoadingVariant, { title: string; tips: readonly string[] }> = {
  products: {
    title: 'Loading products...',
    tips: [
      'Tip: filter by category to find what you need faster.',
      'Tip: add items to your wishlist to keep an eye on them.',
      'Tip: sale prices are shown beside the regular price.',
    ],
  },
  checkout: {
    title: 'Preparing your checkout...',
    tips: [
      'Tip: check your delivery address before you confirm.',
      'Tip: pay on delivery or spread the cost with pay later.',
      'Tip: your cart is saved to your account.',
    ],
  },
  shipping: {
    title: 'Calculating shipping...',
    tips: [
      'Tip: we deliver to all 36 states and the FCT.',
      'Tip: large orders qualify for free shipping.',
      'Tip: keep your phone nearby so the rider can reach you.',
    ],
  },
  profile: {
    title: 'Loading your account...',
    tips: [
      'Tip: keep your phone number up to date for deliveries.',
      'Tip: you can follow your orders from your account.',
      'Tip: use a strong password you do not use elsewhere.',
    ],
  },
  general: {
    title: 'Loading...',
    tips: [
      'Tip: browse by category from the menu at the top.',
      'Tip: sign in to keep your cart on every device.',
      'Tip: contact us any time from the Contact link.',
    ],
  },
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
        <strong>{title}</strong>
      </p>
      <Tip data-testid="loading-tip">{tips[tip]}</Tip>
    </Wrapper>
  );
}
