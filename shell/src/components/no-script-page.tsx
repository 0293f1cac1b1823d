import { useIntl, type MessageDescriptor } from 'react-intl';
import { useInRouterContext, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NoScriptNotice } from 'shared-contracts/ui/no-script';
import { adminNoScriptMessages, noScriptMessages } from './no-script.messages';

/** What a page that runs in the browser alone does, and why it needs JavaScript: its `<noscript>` message. */
export interface NoScriptMessage {
  title: MessageDescriptor;
  why: MessageDescriptor;
  /** Whether "Turn JavaScript on to use it; the catalogue works without it." follows the why. */
  turnOn: boolean;
}

const m = noScriptMessages;

/** By path prefix; the first that matches. */
const MESSAGES: readonly [prefix: string, message: NoScriptMessage][] = [
  ['/cart', { title: m.cartTitle, why: m.cartWhy, turnOn: true }],
  ['/wishlist', { title: m.wishlistTitle, why: m.wishlistWhy, turnOn: true }],
  ['/checkout', { title: m.checkoutTitle, why: m.checkoutWhy, turnOn: true }],
  ['/auth', { title: m.authTitle, why: m.authWhy, turnOn: true }],
  ['/account', { title: m.accountTitle, why: m.accountWhy, turnOn: true }],
  ['/orders', { title: m.ordersTitle, why: m.ordersWhy, turnOn: true }],
  ['/admin', { ...adminNoScriptMessages, turnOn: false }],
];

const GENERAL: NoScriptMessage = { title: m.generalTitle, why: m.generalWhy, turnOn: true };

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
  const { formatMessage: t } = useIntl();
  const { title, why, turnOn } = noScriptMessage(pathname);
  return <Notice title={t(title)}>{turnOn ? `${t(why)} ${t(m.turnOn)}` : t(why)}</Notice>;
}

function NoScriptHere() {
  return <NoScriptAt pathname={useLocation().pathname} />;
}

/**
 * In place of a page the server leaves to the browser (its spinner would turn for ever without script): what needs
 * JavaScript there and why, with links back to the catalogue. Only a browser that runs no script shows it, so its
 * words in a language come with the server's render alone (messages/no-script).
 */
export function NoScriptPage() {
  return useInRouterContext() ? <NoScriptHere /> : null;
}
