import { useInRouterContext, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NoScriptNotice } from 'shared-contracts/ui/no-script';

/** What a page that runs in the browser alone does, and why it needs JavaScript: its `<noscript>` message. */
export interface NoScriptMessage {
  title: string;
  why: string;
}

const TURN_ON = 'Turn JavaScript on to use it; the catalogue works without it.';

/** By path prefix; the first that matches. */
const MESSAGES: readonly [prefix: string, message: NoScriptMessage][] = [
  [
    '/cart',
    {
      title: 'Your cart needs JavaScript',
      why: `Your cart is kept in your account and on this device, and your browser keeps you signed in to it. ${TURN_ON}`,
    },
  ],
  [
    '/wishlist',
    {
      title: 'Your wishlist needs JavaScript',
      why: `Your wishlist is kept in your account, and your browser keeps you signed in to it. ${TURN_ON}`,
    },
  ],
  [
    '/checkout',
    {
      title: 'Checkout needs JavaScript',
      why: `Checkout works out your delivery and takes payment (card, bank transfer, USSD or pay later) in your browser, through the payment provider’s secure window. ${TURN_ON}`,
    },
  ],
  [
    '/auth',
    {
      title: 'Signing in needs JavaScript',
      why: `Signing in, signing up and resetting a password run in your browser, which keeps your session safe. ${TURN_ON}`,
    },
  ],
  [
    '/account',
    {
      title: 'Your account needs JavaScript',
      why: `Your account is private and runs in your browser. ${TURN_ON}`,
    },
  ],
  [
    '/orders',
    {
      title: 'Your orders need JavaScript',
      why: `Your orders are private and run in your browser. ${TURN_ON}`,
    },
  ],
  [
    '/admin',
    {
      title: 'The admin needs JavaScript',
      why: 'Managing the shop runs in your browser. Turn JavaScript on to use it.',
    },
  ],
];

const GENERAL: NoScriptMessage = {
  title: 'This page needs JavaScript',
  why: 'This page runs in your browser. Turn JavaScript on to use it; the catalogue works without it.',
};

export function noScriptMessage(pathname: string): NoScriptMessage {
  const match = MESSAGES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match?.[1] ?? GENERAL;
}

const Notice = styled(NoScriptNotice)`
  width: 90%;
  max-width: 720px;
  margin: 2rem auto;
`;

function NoScriptAt({ pathname }: { pathname: string }) {
  const { title, why } = noScriptMessage(pathname);
  return <Notice title={title}>{why}</Notice>;
}

function NoScriptHere() {
  return <NoScriptAt pathname={useLocation().pathname} />;
}

/**
 * In place of a page the server leaves to the browser (its spinner would turn for ever without script): what needs
 * JavaScript there and why, with links back to the catalogue. Only a browser that runs no script shows it.
 */
export function NoScriptPage() {
  return useInRouterContext() ? <NoScriptHere /> : null;
}
