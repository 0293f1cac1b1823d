import { act, screen } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { offlineMessage } from './offline.messages';

const OFFLINE_MESSAGE = offlineMessage.defaultMessage as string;
import { OfflineNotice } from './offline-notice';

const setOnLine = (value: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });

afterEach(() => setOnLine(true));

it('shows the offline banner only while the device has no connection', async () => {
  setOnLine(true);
  renderInShop(<OfflineNotice />);
  expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  act(() => {
    setOnLine(false);
    window.dispatchEvent(new Event('offline'));
  });
  expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  act(() => {
    setOnLine(true);
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
});
