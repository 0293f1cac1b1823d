import { screen, waitFor } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { offlineMessage } from './offline.messages';

const OFFLINE_MESSAGE = offlineMessage.defaultMessage as string;
import { OfflineNotice } from './offline-notice';

// The banner's code, fetched when the connection drops, cannot arrive (no service worker kept it).
jest.mock('./offline-banner', () => {
  throw new Error('Loading chunk 602 failed');
});

it('still says the shopper is offline when the banner’s code cannot be fetched', async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderInShop(<OfflineNotice />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE));
  } finally {
    error.mockRestore();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  }
});
