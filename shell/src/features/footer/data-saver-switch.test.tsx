import { screen } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { DataSaverSwitch } from './data-saver-switch';

const cookie = () => document.cookie;

afterEach(() => {
  document.cookie = 'kasuwa-data-saver=; Path=/; Max-Age=0';
});

describe('the data saver', () => {
  it('is kept on the device in the cookie the API reads, and turned off again', async () => {
    const { user } = renderInShop(<DataSaverSwitch />);
    const box = screen.getByRole('checkbox', { name: 'Data saver: smaller pictures' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(cookie()).toMatch(/(^|; )kasuwa-data-saver=on(;|$)/);
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(cookie()).not.toMatch(/kasuwa-data-saver=on/);
  });

  it('starts on when the device has it on', () => {
    document.cookie = 'kasuwa-data-saver=on; Path=/';
    renderInShop(<DataSaverSwitch />);
    expect(screen.getByRole('checkbox', { name: 'Data saver: smaller pictures' })).toBeChecked();
  });
});
