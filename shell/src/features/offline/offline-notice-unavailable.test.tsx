import { render, screen, waitFor } from '@testing-library/react';
import { OFFLINE_MESSAGE } from './offline-message';
import { OfflineNotice } from './offline-notice';

// The banner's code, fetched when the connection drops, cannot arrive (no service worker kept it).
jest.mock('./offline-banner', () => {
  throw new Error('Loading chunk 602 failed');
});

it('still says the shopper is offline when the banner’s code cannot be fetched', async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(<OfflineNotice />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE));
  } finally {
    error.mockRestore();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
  }
});
