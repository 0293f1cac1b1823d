import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** The widest screen the bar is shown on (px): phones. */
export const STICKY_BAR_MAX_WIDTH = 640;
/** The phones' media query, for what the bar stands in for on the page (hidden there while the bar shows). */
export const PHONE_QUERY = `(max-width: ${STICKY_BAR_MAX_WIDTH}px)`;

/** Rendered on phones only (see useIsPhone). */
const Bar = styled.div`
  display: flex;
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 15;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: ${theme.background};
  border-top: 1px solid ${theme.border};
  box-shadow: 0 -4px 12px rgb(0 0 0 / 8%);
  /* The action's words may be long in some languages: they wrap inside the button, never past the screen's edge. */
  & > :last-child {
    min-width: 0;
    white-space: normal;
    text-align: center;
  }
`;

/** The bar's room at the end of the page, so it never covers the page's last line. */
const Room = styled.div`
  display: none;
  @media ${PHONE_QUERY} {
    display: block;
    height: calc(72px + env(safe-area-inset-bottom));
  }
`;

const phoneMedia = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;

/** Whether the screen is a phone's (false on the server and while hydrating: the bar is the browser's alone). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = phoneMedia();
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    () => phoneMedia()?.matches ?? false,
    () => false,
  );
}

/**
 * A bar fixed to the bottom of a phone's screen (up to 640 px wide) with a page's main action, always in reach;
 * on wider screens it is not rendered (the page shows the action in place), nor in the server's HTML: it needs the
 * page's script to act. Under the navbar's menu and dialogs.
 */
export function StickyBar({ label, children }: { label: string; children: ReactNode }) {
  const phone = useIsPhone();
  return (
    <>
      <Room aria-hidden="true" />
      {phone && (
        <Bar role="region" aria-label={label} data-testid="sticky-bar">
          {children}
        </Bar>
      )}
    </>
  );
}
